import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `tomlToJsonState`: `input`, `indent`. */
export const tool = defineTool({
  path: '/toml-to-json',
  name: 'TOML to JSON',
  description: 'Convert TOML 1.0 to JSON: dates become ISO 8601 strings, big integers stay exact, errors shown with line and column.',
  keywords: ['toml', 'json', 'convert', 'converter', 'config', 'cargo', 'pyproject'],
  icon: 'IconToml',
  component: () => import('./TomlToJsonTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['smol-toml'],
  examples: [
    { label: 'toml.io example', state: { input: "# This is a TOML document\n\ntitle = \"TOML Example\"\n\n[owner]\nname = \"Tom Preston-Werner\"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]\ndata = [ [\"delta\", \"phi\"], [3.14] ]\ntemp_targets = { cpu = 79.5, case = 72.0 }\n\n[servers]\n\n[servers.alpha]\nip = \"10.0.0.1\"\nrole = \"frontend\"\n\n[servers.beta]\nip = \"10.0.0.2\"\nrole = \"backend\"\n", indent: 2 } },
    { label: 'Array of tables', state: { input: '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]  # empty table within the array\n\n[[products]]\nname = "Nail"\nsku = 284758393\n\ncolor = "gray"\n', indent: 2 } },
  ],
});
