import { defineTool } from '@handy-tools/ui/kit';

export const urlFangerTool = defineTool({
  path: '/url-fanger',
  name: 'URL defanger',
  description: 'Defang and refang URLs, domains and IP addresses (hxxp, [.]) so they can be shared without being clicked.',
  keywords: ['defang', 'refang', 'fang', 'ioc', 'indicator of compromise', 'hxxp', 'threat intelligence', 'security', 'url', 'domain', 'ip', 'email', 'phishing', '[.]', 'cti'],
  icon: 'IconBiohazard',
  component: () => import('./UrlFangerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Defang a report', state: { defangInput: 'The payload came from https://evil.example.com/dl.php?id=7 and beaconed to 198.51.100.23; phish sent by admin@mail.example.net.' } },
    { label: 'Refang indicators', state: { refangInput: 'hxxps[:]//evil[.]example[.]com/dl.php\nhXXp://198[.]51[.]100[.]23:8080/\nadmin[at]mail[.]example[.]net\nexample(dot)org' } },
    { label: 'Only the last dot, [://]', state: { defangInput: 'https://www.example.com/login', dots: 'last', colon: 'colon-slashes' } },
  ],
});
