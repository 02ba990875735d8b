import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonLinterState`: `input`, `json5`. */
export const jsonLinter = defineTool({
  path: '/json-linter',
  name: 'JSON linter',
  description: 'Validate JSON (RFC 8259) and list every error with its line and column; JSON5 optional, large files too.',
  keywords: ['json', 'lint', 'linter', 'validate', 'validator', 'check', 'syntax', 'error', 'json5', 'rfc 8259'],
  icon: 'IconListCheck',
  component: () => import('./JsonLinterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'Valid JSON', state: { input: '{\n  "Image": {\n    "Width": 800,\n    "Height": 600,\n    "IDs": [116, 943, 234, 38793]\n  }\n}', json5: false } },
    { label: 'Three errors', state: { input: "{\n  \"name\": 'demo',\n  \"ports\": [8080 8443],\n  debug: false,\n}", json5: false } },
    { label: 'JSON5 config', state: { input: "// settings\n{\n  name: 'demo',\n  ports: [8080, 8443,],\n}", json5: true } },
  ],
});
