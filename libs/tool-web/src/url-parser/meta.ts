import { defineTool } from '@handy-tools/ui/kit';

export const urlParserTool = defineTool({
  path: '/url-parser',
  name: 'URL parser',
  description: 'Split a URL into protocol, user, password, host, port, path, query parameters and fragment.',
  keywords: ['url', 'uri', 'parser', 'parse', 'whatwg', 'query', 'query string', 'parameters', 'search params', 'hostname', 'port', 'path', 'fragment', 'hash', 'punycode', 'idn', 'origin', 'relative url', 'base url'],
  icon: 'IconListDetails',
  component: () => import('./UrlParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['punycode.js'],
  examples: [
    { label: 'Full URL', state: { input: 'https://user:pa%24%24@bücher.example:8080/docs/a%20b/index.html?lang=en&tag=x&tag=y+z#intro' } },
    { label: 'IPv6 host, default port', state: { input: 'HTTP://[2001:DB8::1]:80/a/./b/../c?q=%E2%82%AC' } },
    { label: 'Relative URL with a base', state: { input: '../images/logo.png?v=2#top', base: 'https://example.com/docs/guide/index.html' } },
    { label: 'mailto: (opaque path)', state: { input: 'mailto:someone@example.com?subject=Hello%20there&cc=boss@example.com' } },
  ],
});
