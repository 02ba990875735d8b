import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `jsonToJavascriptState`: `input`, `declaration`, `name`,
 * `semicolon`, `quote`, `indent`, `trailingCommas`.
 */
export const jsonToJavascript = defineTool({
  path: '/json-to-javascript',
  name: 'JSON to JavaScript',
  description: 'Turn JSON into JavaScript code: a const, let, export or module.exports declaration with a valid name, unquoted keys and your quotes and indentation.',
  keywords: ['json', 'javascript', 'js', 'const', 'export', 'module.exports', 'object literal', 'convert', 'es module'],
  icon: 'IconBrandJavascript',
  component: () => import('./JsonToJavascriptTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'const declaration', state: { input: '{"host":"localhost","port":8080,"features":["a","b"]}', declaration: 'const', name: 'config', semicolon: true, quote: 'single', indent: 2, trailingCommas: false } },
    { label: 'ES module export', state: { input: '[{"id":1,"label":"One"},{"id":2,"label":"Two"}]', declaration: 'export-const', name: 'items', semicolon: true, quote: 'double', indent: 2, trailingCommas: true } },
    { label: 'export default', state: { input: '{"theme":"dark","max-items":20}', declaration: 'export-default', name: 'data', semicolon: false, quote: 'single', indent: 4, trailingCommas: false } },
  ],
});
