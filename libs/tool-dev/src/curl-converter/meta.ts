import { defineTool } from '@handy-tools/ui/kit';

export const curlConverterTool = defineTool({
  path: '/curl-converter',
  name: 'curl converter',
  description: 'Convert a curl command into fetch, Python requests, Go, PHP, Java and other languages.',
  keywords: [
    'curl',
    'converter',
    'copy as curl',
    'fetch',
    'python',
    'requests',
    'axios',
    'go',
    'php',
    'java',
    'okhttp',
    'csharp',
    'rust',
    'ruby',
    'powershell',
    'httpie',
    'har',
    'wget',
    'http request',
  ],
  icon: 'IconTerminal2',
  component: () => import('./CurlConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['curlconverter', 'web-tree-sitter'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'POST a form', state: { input: 'curl -d "name=curl" -d "tool=cmdline" https://example.com', target: 'python' } },
    {
      label: 'JSON with a token',
      state: {
        input:
          'curl -X POST https://api.example.com/v1/items \\\n  -H \'Authorization: Bearer TOKEN\' \\\n  -H \'Content-Type: application/json\' \\\n  --data-raw \'{"name":"widget","qty":2}\'',
        target: 'javascript',
      },
    },
    { label: 'Basic auth to Go', state: { input: 'curl -u user:password https://example.com/private', target: 'go' } },
  ],
});
