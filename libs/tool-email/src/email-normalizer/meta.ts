import { defineTool } from '@handy-tools/ui/kit';

export const emailNormalizerTool = defineTool({
  path: '/email-normalizer',
  name: 'E-mail normalizer',
  description: 'Normalise many e-mail addresses at once: case, Gmail dots, +tags and alias domains, per provider; find duplicates.',
  keywords: ['email', 'e-mail', 'address', 'normalize', 'normalise', 'canonical', 'gmail', 'dots', 'plus', 'tag', 'alias', 'sub-addressing', 'dedupe', 'duplicates', 'rfc 5321', 'rfc 5233'],
  icon: 'IconMailCog',
  component: () => import('./EmailNormalizerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Gmail, Outlook and Yahoo', state: { input: 'John.Doe+newsletter@GoogleMail.com\njohndoe@gmail.com\nJane+shop@Hotmail.com\nsam-promo@yahoo.com\nBob.Smith@Example.COM' } },
    { label: 'From a header', state: { input: 'To: "Ann Lee" <Ann.Lee+work@Fastmail.com>, Bob <bob@ann.fastmail.com>, <not an address>' } },
    { label: 'Lowercase everything', state: { input: 'Alice@Example.com\nalice@example.com\nALICE+x@EXAMPLE.COM', lowercaseAll: true, stripTagsEverywhere: true } },
  ],
});
