import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `html`, `mode`, `named`, `numeric`. */
export const htmlEntities = defineTool({
  path: '/html-entities',
  name: 'Escape HTML entities',
  description: 'Escape text to HTML character references (named, decimal or hexadecimal) and unescape them back, with notices for malformed references.',
  keywords: ['html', 'entities', 'entity', 'escape', 'unescape', 'encode', 'decode', 'character reference', 'named', 'numeric', 'amp', 'nbsp', 'xss'],
  icon: 'IconCode',
  component: () => import('./HtmlEntitiesTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['he'],
  examples: [
    { label: 'Escape markup', state: { text: '<a href="/?a=1&b=2">Tom\'s</a>', mode: 'special' } },
    { label: 'Encode non-ASCII, named', state: { text: 'Café → 5 € 😀', mode: 'nonAscii', named: true } },
    { label: 'Encode non-ASCII, decimal', state: { text: 'naïve ©', mode: 'nonAscii', named: false, numeric: 'decimal' } },
    { label: 'Unescape references', state: { html: '&lt;p&gt;caf&eacute; &amp; cr&#232;me &#x1F600;&lt;/p&gt;' } },
  ],
});
