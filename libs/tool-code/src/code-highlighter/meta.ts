import { defineTool } from '@handy-tools/ui/kit';

export const codeHighlighterTool = defineTool({
  path: '/code-highlighter',
  name: 'Code highlighter',
  description: 'Highlight code in 45 languages with VS Code themes, line numbers and marked lines; copy it as self-contained HTML.',
  keywords: ['code', 'highlighter', 'syntax', 'highlight', 'shiki', 'html', 'theme', 'snippet', 'line numbers', 'email'],
  icon: 'IconHighlight',
  component: () => import('./CodeHighlighterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['shiki'],
  bundleBudget: {
    kb: 560,
    reason:
      '45 TextMate grammars and 29 themes, each its own chunk loaded only when chosen (a page loads Shiki core, its JS regex engine, one grammar and one theme)',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'TypeScript, line numbers',
      state: {
        code: 'interface User {\n  id: number;\n  name: string;\n}\n\nexport function greet(user: User): string {\n  return `Hello, ${user.name}!`;\n}\n',
        lang: 'typescript',
        theme: 'github-dark',
        lineNumbers: true,
        highlightLines: '6-8',
      },
    },
    {
      label: 'Rust excerpt from line 40',
      state: {
        code: 'fn fib(n: u32) -> u64 {\n    let (mut a, mut b) = (0u64, 1u64);\n    for _ in 0..n {\n        (a, b) = (b, a + b);\n    }\n    a\n}\n',
        lang: 'rust',
        theme: 'one-light',
        lineNumbers: true,
        startLine: 40,
      },
    },
    {
      label: 'Shell script',
      state: {
        code: '#!/usr/bin/env bash\nset -euo pipefail\nfor f in *.log; do\n  gzip -9 "$f"  # compress\ndone\n',
        lang: 'bash',
        theme: 'dracula',
      },
    },
    // Last: the guard rails check its colours' contrast (GitHub Light's JSON colours pass WCAG AA).
    {
      label: 'JSON',
      state: {
        code: '{\n  "name": "handy-tools",\n  "version": 1,\n  "private": true\n}\n',
        lang: 'json',
        theme: 'github-light',
        highlightLines: '',
      },
    },
  ],
});
