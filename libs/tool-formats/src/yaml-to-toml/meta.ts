import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `yamlToTomlState`: `input`, `dates`. */
export const tool = defineTool({
  path: '/yaml-to-toml',
  name: 'YAML to TOML',
  description: 'Convert YAML 1.2 to TOML 1.0; what TOML cannot hold (null, a top-level list) is named by its path.',
  keywords: ['yaml', 'yml', 'toml', 'convert', 'converter', 'config'],
  icon: 'IconToml',
  component: () => import('./YamlToTomlTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['yaml', 'smol-toml'],
  examples: [
    { label: 'Config with anchors', state: { input: 'defaults: &defaults\n  adapter: postgres\n  host: localhost\ndevelopment:\n  <<: *defaults\n  database: dev\nports: [8000, 8001]\nreleased: 2026-11-22\n', dates: true } },
    { label: 'Nested tables', state: { input: 'server:\n  host: example.com\n  ports: [80, 443]\n  tls:\n    enabled: true\n', dates: true } },
  ],
});
