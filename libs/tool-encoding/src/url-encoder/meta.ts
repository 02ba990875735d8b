import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `encoded`, `mode`, `language`, `spaceAsPlus`, `decodeAs`, `plusAsSpace`. */
export const urlEncoder = defineTool({
  path: '/url-encoder',
  name: 'Encode/decode URL-formatted strings',
  description: 'Encode text to URL-encoded format (also known as "percent-encoded"), or decode from it.',
  keywords: ['url', 'uri', 'encode', 'decode', 'percent', 'percent-encoding', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'rfc 3986', 'rfc 5987', 'rfc 8187', 'content-disposition', 'filename*', 'query string'],
  icon: 'IconLink',
  component: () => import('./UrlEncoderTool.js'),
  createdAt: '2026-11-08',
  npmPackages: [],
  examples: [
    { label: 'Query value', state: { text: 'Hello world & more?', mode: 'component' } },
    { label: 'Whole URL', state: { text: 'https://example.com/café menu?q=crème brûlée&lang=fr#top', mode: 'uri' } },
    { label: 'Strict RFC 3986', state: { text: "it's (really) *fine*!", mode: 'strict' } },
    { label: 'RFC 5987 file name', state: { text: '£ and € rates.pdf', mode: 'rfc5987' } },
    { label: 'Decode UTF-8', state: { encoded: 'caf%C3%A9%20%E2%98%95' } },
    { label: 'Form data (+ is a space)', state: { encoded: 'q=hello+world%21', plusAsSpace: true } },
    { label: 'Decode RFC 5987', state: { encoded: "UTF-8''%c2%a3%20and%20%e2%82%ac%20rates", decodeAs: 'rfc5987' } },
  ],
});
