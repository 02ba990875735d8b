import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: `username` and the option `showPassword` (the
 * password and the header to decode are secrets, so examples never set them).
 */
export const basicAuthGeneratorTool = defineTool({
  path: '/basic-auth-generator',
  name: 'Basic auth generator',
  description:
    'Build an HTTP "Authorization: Basic" header (RFC 7617, UTF-8) from a username and password, or decode one back.',
  keywords: ['basic auth', 'authorization', 'header', 'http', 'base64', 'credentials', 'username', 'password', 'rfc 7617', 'curl', 'decode'],
  icon: 'IconLock',
  component: () => import('./BasicAuthGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'User "Aladdin" (RFC 7617)', state: { username: 'Aladdin' } },
    { label: 'UTF-8 username', state: { username: 'José' } },
  ],
});
