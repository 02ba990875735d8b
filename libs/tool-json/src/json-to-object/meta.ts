import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToObjectState`: `input`, `quote`, `indent`, `trailingCommas`. */
export const jsonToObject = defineTool({
  path: '/json-to-object',
  name: 'JSON to object',
  description: 'Turn JSON into a JavaScript object literal: unquoted keys where allowed, single or double quotes, your indentation, optional trailing commas.',
  keywords: ['json', 'javascript', 'object', 'literal', 'js', 'convert', 'unquoted keys', 'single quotes', 'trailing comma'],
  icon: 'IconBraces',
  component: () => import('./JsonToObjectTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'Config object', state: { input: '{"name":"demo","port":8080,"content-type":"text/html","tags":["a","b"],"debug":false}', quote: 'single', indent: 2, trailingCommas: false } },
    { label: 'Double quotes, trailing commas', state: { input: '{"user":{"id":1,"first name":"Ada","roles":["admin"]}}', quote: 'double', indent: 4, trailingCommas: true } },
    { label: 'One line', state: { input: '[{"x":1,"y":2},{"x":3,"y":4}]', quote: 'single', indent: 0, trailingCommas: false } },
  ],
});
