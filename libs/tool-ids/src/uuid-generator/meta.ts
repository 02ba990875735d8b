import { defineTool } from '@handy-tools/ui/kit';

/**
 * UUIDs generator. State keys (shared by the UI and `examples`): `version` (NIL, MAX, v1, v3,
 * v4, v5, v6, v7), `quantity` (1–1000), and for v3/v5 `namespace` (a UUID) and `name`.
 */
export const uuidGenerator = defineTool({
  path: '/uuid-generator',
  name: 'UUIDs generator',
  description:
    'Generate UUIDs (v1, v3, v4, v5, v6, v7, Nil and Max) in bulk: random, time-ordered, or name-based from a namespace and a name.',
  keywords: ['uuid', 'v4', 'v7', 'v6', 'v5', 'random', 'id', 'guid', 'generator', 'unique', 'rfc9562', 'rfc4122', 'namespace'],
  icon: 'IconFingerprint',
  component: () => import('./UuidGeneratorTool.js'),
  createdAt: '2026-11-08',
  npmPackages: ['uuid'],
  examples: [
    { label: '10 random v4', state: { version: 'v4', quantity: 10 } },
    { label: '5 time-ordered v7', state: { version: 'v7', quantity: 5 } },
    {
      label: 'v5 of www.example.com (DNS)',
      state: { version: 'v5', quantity: 1, namespace: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', name: 'www.example.com' },
    },
    { label: '5 reordered time-based v6', state: { version: 'v6', quantity: 5 } },
  ],
});
