import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToYamlConverterState`: `input`, `indent`. */
export const tool = defineTool({
  path: '/json-to-yaml-converter',
  name: 'JSON to YAML converter',
  description: 'Convert JSON (or JSON5) to YAML 1.2, with the indentation you choose; big integers kept exact, errors shown with line and column.',
  keywords: ['json', 'yaml', 'yml', 'json5', 'convert', 'converter', 'transform'],
  icon: 'IconTransform',
  component: () => import('./JsonToYamlConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['yaml', 'json5'],
  examples: [
    {
      label: 'RFC 8259 object',
      state: {
        input: '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}',
        indent: 2,
      },
    },
    { label: 'JSON5 config', state: { input: "// settings\n{\n  name: 'demo',\n  ports: [8080, 8443,],\n  debug: false,\n}", indent: 2 } },
    { label: 'Strings that look like values', state: { input: '{"version": "1.10", "enabled": "true", "nothing": "null", "octal": "0o17"}', indent: 4 } },
  ],
});
