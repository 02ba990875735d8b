import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `encoded`, `strict`, `spaceAsPlus`, `plusAsSpace`. */
export const urlEncoder = defineTool({
  path: '/url-encoder',
  name: 'Encode/decode URL-formatted strings',
  description: 'Encode text to URL-encoded format (also known as "percent-encoded"), or decode from it.',
  keywords: ['url', 'uri', 'encode', 'decode', 'percent', 'percent-encoding', 'encodeURIComponent', 'decodeURIComponent', 'rfc 3986', 'query string'],
  icon: 'IconLink',
  component: () => import('./UrlEncoderTool.js'),
  createdAt: '2026-11-08',
  npmPackages: [],
  examples: [
    { label: 'Query value', state: { text: 'Hello world & more?', strict: false } },
    { label: 'Strict RFC 3986', state: { text: "it's (really) *fine*!", strict: true } },
    { label: 'Decode UTF-8', state: { encoded: 'caf%C3%A9%20%E2%98%95' } },
    { label: 'Form data (+ is a space)', state: { encoded: 'q=hello+world%21', plusAsSpace: true } },
  ],
});
