import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's input and options: `domain`, `checkBidi`, `checkHyphens`, `checkJoiners`, `useSTD3ASCIIRules`, `verifyDnsLength`. */
export const punycodeConverter = defineTool({
  path: '/punycode-converter',
  name: 'Punycode Converter',
  description: 'Convert internationalised domain names between Unicode and ASCII (IDNA, UTS #46, xn-- labels), label by label, with the reason when a label is invalid.',
  keywords: ['punycode', 'idn', 'idna', 'uts46', 'tr46', 'domain', 'xn--', 'unicode', 'ascii', 'rfc 3492', 'internationalized', 'homograph', 'email', 'e-mail', 'smtputf8'],
  icon: 'IconWorldWww',
  component: () => import('./PunycodeConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['tr46'],
  examples: [
    { label: 'münchen.de', state: { domain: 'münchen.de' } },
    { label: 'Decode xn--', state: { domain: 'xn--bcher-kva.example' } },
    { label: 'Japanese', state: { domain: '日本語.jp' } },
    { label: 'Underscore allowed', state: { domain: '_dmarc.bücher.example', useSTD3ASCIIRules: false } },
    { label: 'E-mail address', state: { domain: 'jürgen@bücher.example' } },
  ],
});
