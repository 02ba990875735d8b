import { defineTool } from '@handy-tools/ui/kit';

/**
 * MongoDB ObjectId converter. State keys (shared by the UI and `examples`): `objectId` (an
 * ObjectId to decode), `date` (an ISO 8601 date or Unix seconds to make ObjectIds for) and the
 * option `collection` (the collection named in the mongosh commands).
 */
export const mongoObjectidConverter = defineTool({
  path: '/mongo-objectid-converter',
  name: 'MongoDB ObjectId Converter',
  description:
    'Read the creation time, random value and counter of a MongoDB ObjectId, and make an ObjectId for any date (random, or the zero one for range queries).',
  keywords: ['mongodb', 'mongo', 'objectid', 'object id', 'bson', '_id', 'timestamp', 'date', 'range query', 'converter'],
  icon: 'IconBrandMongodb',
  component: () => import('./MongoObjectidConverterTool.js'),
  createdAt: '2026-11-22',
  examples: [
    { label: 'Decode the MongoDB manual example', state: { objectId: '507f1f77bcf86cd799439011' } },
    { label: 'ObjectIds for 1 January 2024', state: { date: '2024-01-01T00:00:00Z' } },
  ],
});
