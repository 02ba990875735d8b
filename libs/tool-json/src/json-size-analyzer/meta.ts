import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonSizeAnalyzerState`: `input`, `json5`, `startPath`, `maxDepth`, `gzipNodes`, `search`. */
export const jsonSizeAnalyzer = defineTool({
  path: '/json-size-analyzer',
  name: 'JSON size analyzer',
  description:
    'Find what makes a JSON document big: the bytes of every value and its subtree in the minified UTF-8 document, largest first, as a table and a tree.',
  keywords: ['json', 'size', 'bytes', 'analyzer', 'weight', 'payload', 'minified', 'utf-8', 'tree', 'largest', 'gzip', 'compressed'],
  icon: 'IconChartTreemap',
  component: () => import('./JsonSizeAnalyzerTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5', 'fflate', 'comlink'],
  examples: [
    {
      label: 'API response',
      state: {
        input:
          '{"users": [{"id": 1, "name": "Ada", "bio": "Mathematician and writer, known for her work on the Analytical Engine."}, {"id": 2, "name": "Alan", "bio": "Computer scientist."}], "meta": {"count": 2}}',
        json5: true,
      },
    },
    { label: 'Multi-byte text', state: { input: '{"fr": "Crème brûlée", "ja": "寿司", "emoji": "😀"}', json5: true } },
    { label: 'JSON5 config', state: { input: "// settings\n{\n  name: 'demo',\n  ports: [8080, 8443,],\n}", json5: true } },
    {
      label: 'From a path, searched',
      state: {
        input:
          '{"users": [{"id": 1, "name": "Ada", "bio": "Mathematician and writer, known for her work on the Analytical Engine."}, {"id": 2, "name": "Alan", "bio": "Computer scientist."}], "meta": {"count": 2}}',
        json5: true,
        startPath: '$.users',
        maxDepth: 2,
        gzipNodes: true,
        search: 'bio',
      },
    },
  ],
});
