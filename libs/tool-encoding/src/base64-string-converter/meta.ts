import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `base64`, `urlSafe`, `padding`. */
export const base64StringConverter = defineTool({
  path: '/base64-string-converter',
  name: 'Base64 string encoder/decoder',
  description: 'Encode text to Base64 and decode Base64 to text (UTF-8), with the URL-safe alphabet as an option.',
  keywords: ['base64', 'converter', 'encode', 'decode', 'string', 'text', 'utf-8', 'url-safe', 'base64url', 'rfc 4648', 'atob', 'btoa'],
  icon: 'IconAlphabetLatin',
  component: () => import('./Base64StringConverterTool.js'),
  createdAt: '2026-11-08',
  redirectFrom: ['/base64-converter', '/file-to-base64'],
  npmPackages: ['js-base64'],
  examples: [
    { label: 'Encode "foobar" (RFC 4648)', state: { text: 'foobar', urlSafe: false, padding: true } },
    { label: 'Decode UTF-8 text', state: { base64: 'SGFuZHkgVG9vbHMg4pyT' } },
    { label: 'Decode a data URL', state: { base64: 'data:text/plain;charset=utf-8;base64,SGVsbG8sIHdvcmxkIQ==' } },
    { label: 'URL-safe, no padding', state: { text: '<<???>>', urlSafe: true, padding: false } },
  ],
});
