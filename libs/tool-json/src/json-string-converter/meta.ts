import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonStringConverterState`: `input`, `direction`, `source`, `innerIndent`, `indent`. */
export const jsonStringConverter = defineTool({
  path: '/json-string-converter',
  name: 'JSON string converter',
  description: 'Turn JSON or text into a JSON string (stringified, with escapes), like JSON.stringify(JSON.stringify(value)), and parse such a string back into formatted JSON.',
  keywords: ['json', 'string', 'stringify', 'parse', 'escape', 'unescape', 'double encoded', 'embedded json', 'serialize'],
  icon: 'IconTransform',
  component: () => import('./JsonStringConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser'],
  examples: [
    { label: 'Stringify JSON', state: { input: '{"name": "demo", "tags": ["a", "b"]}', direction: 'stringify', source: 'json', innerIndent: 0, indent: 2 } },
    { label: 'Stringify text', state: { input: 'Line 1\nLine 2 "quoted"\tC:\\temp', direction: 'stringify', source: 'text', innerIndent: 0, indent: 2 } },
    { label: 'Parse a JSON string', state: { input: '"{\\"name\\":\\"demo\\",\\"clef\\":\\"\\\\uD834\\\\uDD1E\\",\\"ok\\":true}"', direction: 'parse', source: 'json', innerIndent: 0, indent: 2 } },
  ],
});
