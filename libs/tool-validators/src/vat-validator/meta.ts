import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `vatValidatorState`: `input`, the number, and the option `country`. */
export const vatValidatorTool = defineTool({
  path: '/vat-validator',
  name: 'VAT number validator',
  description: 'Check the checksum of a European VAT number and see its country, without a network call.',
  keywords: ['vat', 'validator', 'tva', 'mwst', 'iva', 'ust-idnr', 'tax number', 'vies', 'eu', 'checksum', 'company'],
  icon: 'IconReceiptTax',
  component: () => import('./VatValidatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['jsvat-next'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Belgian VAT number', state: { input: 'BE 0411.905.847', country: 'auto' } },
    { label: 'Greek (EL prefix)', state: { input: 'EL094012834', country: 'auto' } },
    { label: 'Northern Ireland (XI)', state: { input: 'XI999000047', country: 'auto' } },
    { label: 'Norway, country chosen', state: { input: '864234232', country: 'NO' } },
  ],
});
