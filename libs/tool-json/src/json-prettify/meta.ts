import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `jsonPrettifyState`: `input`, `indent`, `sortKeys`, `json5`.
 * Each example sets every option, so it looks the same whatever options were chosen before.
 */
export const jsonPrettify = defineTool({
  path: '/json-prettify',
  name: 'JSON prettify and format',
  description: 'Format JSON with the indentation you choose and sorted keys if you like; strict or JSON5 input, errors shown with line and column.',
  keywords: ['json', 'prettify', 'format', 'beautify', 'indent', 'pretty print', 'sort keys', 'json5', 'validate', 'viewer'],
  icon: 'IconBraces',
  component: () => import('./JsonPrettifyTool.js'),
  createdAt: '2026-11-08',
  redirectFrom: ['/json-viewer'],
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'RFC 8259 object', state: { input: '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}', indent: 2, sortKeys: false, json5: true } },
    { label: 'Sort keys', state: { input: '{"b":{"d":1,"c":[{"z":1,"y":2}]},"a":0}', indent: 2, sortKeys: true, json5: true } },
    { label: 'JSON5 config', state: { input: "// settings\n{\n  name: 'demo',\n  ports: [8080, 8443,],\n}", indent: 4, sortKeys: false, json5: true } },
    { label: 'Big integer', state: { input: '{"id": 12345678901234567890}', indent: 2, sortKeys: false, json5: true } },
  ],
});
