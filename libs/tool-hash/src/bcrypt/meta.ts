import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: the `hash` to compare against and the options
 * `cost` and `version`. Passwords are secrets, so examples never set them.
 */
export const bcryptTool = defineTool({
  path: '/bcrypt',
  name: 'Bcrypt',
  description: 'Hash a password with bcrypt at a chosen cost, or check a password against a bcrypt hash ($2a$, $2b$, $2y$) and see its parts.',
  keywords: ['bcrypt', 'password', 'hash', 'blowfish', 'cost', 'salt', '$2a$', '$2b$', '$2y$', 'compare', 'verify', 'crypt'],
  icon: 'IconShieldLock',
  component: () => import('./BcryptTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['bcryptjs', 'comlink'],
  examples: [
    { label: 'OpenWall test hash of "U*U"', state: { hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' } },
    { label: '$2y$ hash (PHP), hashing at cost 12', state: { version: '2y', cost: 12, hash: '$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' } },
  ],
});
