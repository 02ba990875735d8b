import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: the `verifyLine` to check and the options `format`
 * and `cost`. The users list and passwords are secrets, so examples never set them.
 */
export const htpasswdGeneratorTool = defineTool({
  path: '/htpasswd-generator',
  name: 'Htpasswd generator',
  description:
    'Create Apache .htpasswd lines (bcrypt $2y$, APR1-MD5 $apr1$, SHA-1 {SHA}, DES crypt) for one or several users, and check a password against an htpasswd line.',
  keywords: ['htpasswd', 'htaccess', 'apache', 'nginx', 'basic auth', 'password', 'bcrypt', 'apr1', 'md5', '$apr1$', '$2y$', '{SHA}', 'crypt', 'auth_basic_user_file'],
  icon: 'IconUserShield',
  component: () => import('./HtpasswdGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['bcryptjs', '@noble/hashes', 'unix-crypt-td-js', 'comlink'],
  examples: [
    { label: 'APR1-MD5 line (apache-md5 test vector, password "myPassword")', state: { format: 'apr1', verifyLine: 'myuser:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/' } },
    { label: 'bcrypt cost 5 (Apache default) line', state: { format: 'bcrypt', cost: 5, verifyLine: 'admin:$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' } },
    { label: '{SHA} line', state: { format: 'sha1', verifyLine: 'bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=' } },
  ],
});
