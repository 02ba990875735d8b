import { defineTool } from '@handy-tools/ui/kit';

/**
 * Snowflake ID extractor. State keys (shared by the UI and `examples`): `platform` (twitter,
 * discord, custom), `epoch` (custom epoch, Unix ms) and `id` (the Snowflake ID, decimal).
 */
export const snowflakeIdExtractor = defineTool({
  path: '/snowflake-id-extractor',
  name: 'Snowflake ID extractor',
  description:
    'Read the creation time, machine IDs and sequence number out of a Snowflake ID from Twitter/X, Discord or a service with its own epoch.',
  keywords: ['snowflake', 'id', 'twitter', 'x', 'discord', 'tweet', 'timestamp', 'epoch', 'worker', 'datacenter', 'sequence', 'decode'],
  icon: 'IconSnowflake',
  component: () => import('./SnowflakeIdExtractorTool.js'),
  createdAt: '2026-11-22',
  examples: [
    { label: 'Discord docs example', state: { platform: 'discord', id: '175928847299117063' } },
    { label: 'A tweet by @Wikipedia', state: { platform: 'twitter', id: '1541815603606036480' } },
  ],
});
