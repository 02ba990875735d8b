import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts: `input`, `path`, `recursive`, `form`. */
export const chmodCalculatorTool = defineTool({
  path: '/chmod-calculator',
  name: 'chmod calculator',
  description: 'Convert Unix file permissions between checkboxes, octal (755) and symbolic (rwxr-xr-x) notation.',
  keywords: [
    'chmod',
    'calculator',
    'permissions',
    'unix',
    'linux',
    'octal',
    'symbolic',
    'rwx',
    'setuid',
    'setgid',
    'sticky',
    'umask',
    'ls -l',
  ],
  icon: 'IconLockCog',
  component: () => import('./ChmodCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Web files (644)', state: { input: '644', path: 'index.html' } },
    { label: 'setuid program', state: { input: '-rwsr-xr-x', path: '/usr/bin/passwd' } },
    { label: '/tmp (sticky)', state: { input: 'drwxrwxrwt', path: '/tmp' } },
    { label: 'Clauses, recursive', state: { input: 'u=rwx,g=rx,o=', path: 'project', recursive: true, form: 'symbolic' } },
  ],
});
