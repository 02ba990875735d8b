import { defineTool } from '@handy-tools/ui/kit';

export const softwareLicenceCompatibilityTool = defineTool({
  path: '/software-licence-compatibility',
  name: 'Software licence compatibility',
  description: 'See whether code under one licence may be combined into another, and what each licence permits and requires.',
  keywords: [
    'licence',
    'license',
    'compatibility',
    'spdx',
    'gpl',
    'mit',
    'apache',
    'copyleft',
    'open source',
    'permissive',
    'choosealicense',
  ],
  icon: 'IconLicense',
  component: () => import('./SoftwareLicenceCompatibilityTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['spdx-expression-parse', 'spdx-satisfies', 'spdx-license-list'],
  examples: [
    { label: 'MIT into GPL-3.0', state: { from: 'MIT', into: 'GPL-3.0-or-later' } },
    { label: 'GPL-3.0 into MIT', state: { from: 'GPL-3.0-only', into: 'MIT' } },
    { label: 'Apache-2.0 into GPL-2.0', state: { from: 'Apache-2.0', into: 'GPL-2.0-only' } },
    { label: 'Dual-licensed package', state: { expression: 'MIT OR GPL-3.0-or-later', accepted: 'MIT, ISC, BSD-3-Clause' } },
  ],
});
