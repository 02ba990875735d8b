import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ibanValidatorAndParserState`: `input`, IBANs one per line. */
export const ibanValidatorAndParserTool = defineTool({
  path: '/iban-validator-and-parser',
  name: 'IBAN validator and parser',
  description: 'Check an IBAN and see its country, check digits, BBAN, bank code and printed form.',
  keywords: ['iban', 'validator', 'parser', 'bban', 'bank', 'account', 'sepa', 'iso 13616', 'check digits', 'qr-iban', 'swift'],
  icon: 'IconBuildingBank',
  component: () => import('./IbanValidatorAndParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ibantools'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'German IBAN', state: { input: 'DE89 3704 0044 0532 0130 00' } },
    { label: 'Several IBANs, one wrong', state: { input: 'GB29NWBK60161331926819\nFR1420041010050500013M02606\nNL91ABNA0417164301' } },
    { label: 'Swiss QR-IBAN', state: { input: 'CH44 3199 9123 0008 8901 2' } },
  ],
});
