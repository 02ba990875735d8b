import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `phpArrayToJsonState`: `input`, `indent`, `zeroFraction`. */
export const tool = defineTool({
  path: '/php-array-to-json',
  name: 'PHP-Array to JSON',
  description: 'Convert a PHP array literal ([...] or array(...)) to JSON without running PHP: strings with escapes, heredoc, integer and float literals, PHP key rules; code is refused with its line and column.',
  keywords: ['php', 'array', 'json', 'json_encode', 'var_export', 'laravel', 'config', 'convert', 'converter'],
  icon: 'IconBrandPhp',
  component: () => import('./PhpArrayToJsonTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['php-parser'],
  examples: [
    {
      label: 'Laravel-style config file',
      state: { input: "<?php\n\nreturn [\n    // Application name\n    'name' => 'Handy Tools',\n    'debug' => false,\n    'timeout' => 30,\n    'ratio' => 1.5,\n    'hosts' => ['a.example.com', 'b.example.com'],\n    'db' => [\n        'driver' => \"mysql\",\n        'password' => null,\n    ],\n];\n", indent: 2, zeroFraction: true },
    },
    { label: 'array() with PHP key rules', state: { input: "array(\n    \"a\",\n    \"b\",\n    6 => \"c\",\n    \"d\",\n    '01' => 'e',\n    0x1A => <<<EOT\n    heredoc\n    EOT,\n)", indent: 2, zeroFraction: true } },
  ],
});
