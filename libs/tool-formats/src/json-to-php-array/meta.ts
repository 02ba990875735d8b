import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToPhpArrayState`: `input`, `syntax`, `indent`, `trailingComma`, `returnStatement`. */
export const tool = defineTool({
  path: '/json-to-php-array',
  name: 'Json to PHP-Array',
  description: 'Convert JSON into a PHP array literal: short [...] or long array(...) syntax, single-quoted strings, integers, floats, true/false/null, nested.',
  keywords: ['json', 'php', 'array', 'var_export', 'json_decode', 'laravel', 'config', 'convert', 'converter'],
  icon: 'IconBrandPhp',
  component: () => import('./JsonToPhpArrayTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['json5'],
  examples: [
    {
      label: 'Config file (return [...])',
      state: { input: '{\n  "name": "Handy Tools",\n  "debug": false,\n  "version": 1.0,\n  "timeout": 30,\n  "hosts": ["a.example.com", "b.example.com"],\n  "db": { "driver": "mysql", "password": null },\n  "path": "C:\\\\it\'s"\n}', syntax: 'short', indent: 4, trailingComma: true, returnStatement: true },
    },
    { label: 'Long array() syntax', state: { input: '[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": []}]', syntax: 'long', indent: 2, trailingComma: false, returnStatement: false } },
  ],
});
