import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `luhnValidatorState`: `input`, the number. */
export const luhnValidatorTool = defineTool({
  path: '/luhn-validator',
  name: 'Luhn validator',
  description: 'Check a number with the Luhn algorithm, compute its check digit and see the card scheme.',
  keywords: ['luhn', 'mod 10', 'validator', 'check digit', 'credit card', 'card number', 'iin', 'bin', 'imei', 'iso 7812', 'visa', 'mastercard'],
  icon: 'IconCreditCard',
  component: () => import('./LuhnValidatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Visa test card', state: { input: '4111 1111 1111 1111' } },
    { label: 'Amex test card', state: { input: '378282246310005' } },
    { label: 'IMEI', state: { input: '49-015420-323751-8' } },
    { label: 'Wrong check digit', state: { input: '79927398710' } },
  ],
});
