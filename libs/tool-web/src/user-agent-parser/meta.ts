import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const userAgentParserTool = defineTool({
  path: '/user-agent-parser',
  name: 'User-agent parser',
  description: "Read a user-agent string — this browser's by default — as browser, engine, operating system, device and CPU.",
  keywords: [
    'user',
    'agent',
    'user-agent',
    'ua',
    'parser',
    'browser',
    'engine',
    'os',
    'device',
    'cpu',
    'detect',
    'navigator',
    'header',
    'client hints',
  ],
  icon: 'IconBrowser',
  component: () => import('./UserAgentParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ua-parser-js'],
  examples: [
    {
      label: 'Chrome on Android',
      state: {
        ua: 'Mozilla/5.0 (Linux; Android 14; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
      },
    },
    {
      label: 'Safari on iPhone',
      state: {
        ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    },
    {
      label: 'Edge on Windows',
      state: {
        ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      },
    },
    { label: 'Firefox on macOS', state: { ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0' } },
    { label: 'PlayStation 5', state: { ua: 'Mozilla/5.0 (PlayStation 5 3.11) AppleWebKit/605.1.15 (KHTML, like Gecko)' } },
    {
      label: 'Several, one per line',
      state: {
        ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/535.2 (KHTML, like Gecko) Ubuntu/11.10 Chromium/15.0.874.106 Chrome/15.0.874.106 Safari/535.2\nMozilla/5.0 (Linux; U; Android 3.0.1; en-us; Xoom Build/HWI69) AppleWebKit/534.13 (KHTML, like Gecko) Version/4.0 Safari/534.13\nMozilla/5.0 (compatible; Konqueror/4.1; OpenBSD) KHTML/4.1.4 (like Gecko)',
      },
    },
  ],
});
