import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. Nothing is sent until the visitor presses Send. */
export const apiTesterTool = defineTool({
  path: '/api-tester',
  name: 'API tester',
  description: 'Send an HTTP request with a method, headers and body and see the status, headers, time and response; copy it as curl.',
  keywords: ['api', 'tester', 'http', 'rest', 'request', 'fetch', 'curl', 'postman', 'headers', 'json', 'cors', 'get', 'post'],
  icon: 'IconApi',
  component: () => import('./ApiTesterTool.js'),
  createdAt: '2026-11-28',
  network: ['*'],
  npmPackages: [],
  examples: [
    {
      label: 'GET with query parameters',
      state: { method: 'GET', url: 'https://httpbin.org/get', params: [{ name: 'q', value: 'handy tools' }, { name: 'page', value: '2' }], headers: [{ name: 'Accept', value: 'application/json' }] },
    },
    {
      label: 'POST JSON',
      state: { method: 'POST', url: 'https://httpbin.org/post', bodyType: 'json', body: '{\n  "name": "Ada",\n  "languages": ["en", "fr"]\n}' },
    },
    {
      label: 'PUT a form',
      state: { method: 'PUT', url: 'https://httpbin.org/put', bodyType: 'form', formFields: [{ name: 'city', value: 'Zürich' }, { name: 'note', value: "it's & more" }] },
    },
  ],
});
