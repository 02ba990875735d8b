import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `phoneParserAndFormatterState`: `input`, `message` and the option `country`. */
export const phoneParserAndFormatterTool = defineTool({
  path: '/phone-parser-and-formatter',
  name: 'Phone number parser and formatter',
  description: 'Parse a phone number: country, type, validity, and its E.164, international, national and RFC 3966 forms.',
  keywords: ['phone', 'telephone', 'mobile', 'number', 'parser', 'formatter', 'validator', 'e.164', 'e164', 'rfc 3966', 'tel', 'libphonenumber', 'whatsapp', 'sms', 'calling code'],
  icon: 'IconPhone',
  component: () => import('./PhoneParserAndFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['libphonenumber-js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'International number', state: { input: '+44 20 7031 3000', country: '' } },
    { label: 'National number with a country', state: { input: '8 (800) 555-35-35', country: 'RU' } },
    { label: 'US number with extension', state: { input: '+1 213 373 4253 ext. 7', country: '' } },
  ],
});
