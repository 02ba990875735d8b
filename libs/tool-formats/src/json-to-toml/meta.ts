import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToTomlState`: `input`, `dates`. */
export const tool = defineTool({
  path: '/json-to-toml',
  name: 'JSON to TOML',
  description: 'Convert JSON (or JSON5) to TOML 1.0; what TOML cannot hold (null, a top-level array) is named by its path.',
  keywords: ['json', 'toml', 'json5', 'convert', 'converter', 'config'],
  icon: 'IconToml',
  component: () => import('./JsonToTomlTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['smol-toml', 'json5'],
  examples: [
    {
      label: 'Server config',
      state: { input: '{"title": "TOML Example", "owner": {"name": "Tom Preston-Werner", "dob": "1979-05-27T07:32:00-08:00"}, "database": {"enabled": true, "ports": [8000, 8001, 8002], "temp_targets": {"cpu": 79.5, "case": 72.5}}}', dates: true },
    },
    { label: 'Array of tables', state: { input: '{"products": [{"name": "Hammer", "sku": 738594937}, {"name": "Nail", "sku": 284758393, "color": "gray"}]}', dates: true } },
  ],
});
