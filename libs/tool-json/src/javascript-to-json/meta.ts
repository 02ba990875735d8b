import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `javascriptToJsonState`: `input`, `indent`. */
export const javascriptToJson = defineTool({
  path: '/javascript-to-json',
  name: 'JavaScript to JSON',
  description: 'Turn a JavaScript object or array literal (comments, unquoted keys, single quotes, trailing commas, hex numbers) into strict JSON, without running any code.',
  keywords: ['javascript', 'js', 'json', 'object literal', 'convert', 'json5', 'unquoted keys', 'single quotes', 'trailing comma', 'comments'],
  icon: 'IconBraces',
  component: () => import('./JavascriptToJsonTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'Object literal', state: { input: "{\n  // server settings\n  host: 'localhost',\n  port: 8080,\n  flags: [true, false,],\n}", indent: 2 } },
    { label: 'const declaration', state: { input: "const config = {\n  name: \"demo\",\n  mask: 0xFF,\n  ratio: .5,\n  'content-type': 'text/html',\n};", indent: 4 } },
    { label: 'One line', state: { input: "[{x: 1, y: 2}, {x: 3, y: 4}]", indent: 0 } },
  ],
});
