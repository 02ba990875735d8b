import { defineTool } from '@handy-tools/ui/kit';

/**
 * PIN code generator. State keys (shared by the UI and `examples`): `length` (3–512),
 * `quantity` (1–100), `uniqueDigits`, `noSequences` (booleans).
 *
 * SECRET: the generated PINs are secrets; they are outputs only, never state, never in an example.
 */
export const pinCodeGenerator = defineTool({
  path: '/pin-code-generator',
  name: 'Pin Code Generator',
  description:
    'Generate random PIN codes of 3 to 512 digits, optionally with unique digits and without runs or sequences (111, 123, 321), with the exact entropy of the allowed PIN space.',
  keywords: ['pin', 'code', 'digits', 'random', 'numeric', 'password', 'generator', 'entropy', 'secure'],
  icon: 'IconDialpad',
  component: () => import('./PinCodeGeneratorTool.js'),
  createdAt: '2026-11-22',
  examples: [
    // Options only: PINs are secrets and never go into an example.
    { label: '4 digits', state: { length: 4, quantity: 5, uniqueDigits: false, noSequences: false } },
    { label: '6 digits, no runs or sequences', state: { length: 6, quantity: 10, uniqueDigits: false, noSequences: true } },
    { label: '8 unique digits', state: { length: 8, quantity: 5, uniqueDigits: true, noSequences: true } },
  ],
});
