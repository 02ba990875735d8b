import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `yamlPrettifyState`: `input`, `indent`, `sortKeys`, `lineWidth`. */
export const tool = defineTool({
  path: '/yaml-prettify',
  name: 'YAML prettify and format',
  description: 'Reformat YAML with the indentation and line width you choose, keys sorted if you like; comments, anchors and documents kept.',
  keywords: ['yaml', 'yml', 'prettify', 'format', 'beautify', 'indent', 'sort keys', 'lint', 'validate'],
  icon: 'IconIndentIncrease',
  component: () => import('./YamlPrettifyTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['yaml'],
  examples: [
    {
      label: 'Messy config with comments',
      state: { input: '# service settings\nservice:    {name: web,   replicas: 3}\nports:\n      - 80   # http\n      - 443  # https\nenv: {   DEBUG: "false",LOG:   info }\n', indent: 2, sortKeys: false, lineWidth: 80 },
    },
    { label: 'Sort keys', state: { input: 'zeta: 1\nalpha:\n    gamma: 3\n    beta: 2 # kept with its key\n', indent: 2, sortKeys: true, lineWidth: 80 } },
    { label: 'Invoice (spec 2.27), indent 4', state: { input: "--- !<tag:clarkevans.com,2002:invoice>\ninvoice: 34843\ndate   : 2001-01-23\nbill-to: &id001\n  given  : Chris\n  family : Dumars\nship-to: *id001\n", indent: 4, sortKeys: false, lineWidth: 80 } },
  ],
});
