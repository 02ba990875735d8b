import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `httpStatusCodesState`: the search text `search`. */
export const httpStatusCodes = defineTool({
  path: '/http-status-codes',
  name: 'HTTP status codes',
  description: 'Every registered HTTP status code with its name, meaning and defining RFC, grouped by class and searchable.',
  keywords: ['http', 'status', 'codes', 'response', 'error', 'rfc 9110', 'webdav', '404', '500', 'iana', 'reason phrase'],
  icon: 'IconWorldWww',
  component: () => import('./HttpStatusCodesTool.js'),
  createdAt: '2026-11-08',
  npmPackages: [],
  examples: [
    { label: 'Not found', state: { search: '404' } },
    { label: 'Redirections', state: { search: '3xx' } },
    { label: 'WebDAV', state: { search: 'webdav' } },
  ],
});
