import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `tomlToYamlState`: `input`, `indent`. */
export const tool = defineTool({
  path: '/toml-to-yaml',
  name: 'TOML to YAML',
  description: 'Convert TOML 1.0 to YAML 1.2: dates become ISO 8601 strings, big integers stay exact, errors shown with line and column.',
  keywords: ['toml', 'yaml', 'yml', 'convert', 'converter', 'config'],
  icon: 'IconToml',
  component: () => import('./TomlToYamlTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['smol-toml', 'yaml'],
  examples: [
    { label: 'toml.io example', state: { input: "# This is a TOML document\n\ntitle = \"TOML Example\"\n\n[owner]\nname = \"Tom Preston-Werner\"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]\ndata = [ [\"delta\", \"phi\"], [3.14] ]\ntemp_targets = { cpu = 79.5, case = 72.0 }\n\n[servers]\n\n[servers.alpha]\nip = \"10.0.0.1\"\nrole = \"frontend\"\n\n[servers.beta]\nip = \"10.0.0.2\"\nrole = \"backend\"\n", indent: 2 } },
    { label: 'Cargo.toml', state: { input: '[package]\nname = "hello"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = { version = "1.0", features = ["derive"] }\n', indent: 2 } },
  ],
});
