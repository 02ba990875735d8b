import { defineTool } from '@handy-tools/ui/kit';

export const safelinkDecoderTool = defineTool({
  path: '/safelink-decoder',
  name: 'Safe Links decoder',
  description: 'Recover the original URLs from Outlook Safe Links and similar wrappers, many at once in a text.',
  keywords: ['safelinks', 'safe links', 'outlook', 'microsoft defender', 'office 365', 'proofpoint', 'urldefense', 'url defense', 'decode', 'unwrap', 'redirect', 'email security', 'mimecast', 'barracuda', 'sophos'],
  icon: 'IconShieldCheck',
  component: () => import('./SafelinkDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Outlook Safe Link', state: { input: 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Freport.pdf&data=05%7C02%7Cuser%40contoso.com%7C0123456789abcdef%7C72f988bf86f141af91ab2d7cd011db47%7C1%7C0%7C638000000000000000%7CUnknown%7C&sdata=abcdEFGH%2Bijkl%3D&reserved=0' } },
    { label: 'Proofpoint v3 in an e-mail', state: { input: 'Hello,\nplease see https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$ and\nhttps://urldefense.proofpoint.com/v2/url?u=http-3A__www.example.com_docs_&d=DwMFaQ&c=abc&r=def&m=ghi&s=jkl&e= .' } },
    { label: 'Redirect links', state: { input: 'https://www.google.com/url?sa=t&url=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FURL&usg=AOvVaw\nhttps://l.facebook.com/l.php?u=https%3A%2F%2Fexample.org%2Fnews&h=AT0abc' } },
  ],
});
