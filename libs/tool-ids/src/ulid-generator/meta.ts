import { defineTool } from '@handy-tools/ui/kit';

/**
 * ULID generator. State keys (shared by the UI and `examples`): `quantity` (1–1000), `format`
 * (`lines` or `json`), `monotonic` (boolean) and `ulid` (a ULID to decode).
 */
export const ulidGenerator = defineTool({
  path: '/ulid-generator',
  name: 'ULID generator',
  description:
    'Generate ULIDs (Universally Unique Lexicographically Sortable Identifiers) in bulk, optionally monotonic, and decode the timestamp of a ULID.',
  keywords: ['ulid', 'id', 'identifier', 'random', 'sortable', 'lexicographic', 'monotonic', 'crockford', 'base32', 'timestamp', 'generator', 'decode'],
  icon: 'IconSortAscendingLetters',
  component: () => import('./UlidGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['ulid'],
  examples: [
    { label: '10 monotonic ULIDs as JSON', state: { quantity: 10, format: 'json', monotonic: true } },
    { label: 'Decode a ULID', state: { ulid: '01ARYZ6S41TSV4RRFFQ69G5FAV' } },
  ],
});
