import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonDiffState`: `left`, `right`, `ignoreArrayOrder`, `json5`. */
export const jsonDiff = defineTool({
  path: '/json-diff',
  name: 'JSON diff',
  description:
    'Compare two JSON documents: added, removed and changed paths (JSON Pointer), side by side, optionally ignoring array order; works on big files.',
  keywords: ['json', 'diff', 'compare', 'difference', 'changes', 'json pointer', 'structural', 'array order', 'json5'],
  icon: 'IconArrowsDiff',
  component: () => import('./JsonDiffTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['microdiff', 'jsonc-parser', 'json5', 'comlink'],
  examples: [
    {
      label: 'Changed config',
      state: {
        left: '{"name": "handy", "version": 1, "tags": ["json", "diff"], "owner": {"id": 7}}',
        right: '{"name": "handy", "version": 2, "tags": ["json", "diff", "tools"], "license": "MIT"}',
        ignoreArrayOrder: false,
        json5: true,
      },
    },
    {
      label: 'Ignore array order',
      state: {
        left: '{"roles": ["admin", "dev", "ops"]}',
        right: '{"roles": ["ops", "admin", "qa"]}',
        ignoreArrayOrder: true,
        json5: true,
      },
    },
    {
      label: 'JSON5 input',
      state: {
        left: "{port: 8080, hosts: ['a', 'b',], // old\n}",
        right: "{port: 8443, hosts: ['a', 'b',],}",
        ignoreArrayOrder: false,
        json5: true,
      },
    },
  ],
});
