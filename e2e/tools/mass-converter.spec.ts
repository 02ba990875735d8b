import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('mass-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: pound (avoirdupois) = 0.453 592 37 kg (exact) = 16 oz.
  await unitConverterSpec(page, context, {
    route: '/mass-converter',
    title: 'Mass converter',
    field: 'pound (lb)',
    value: '1',
    expected: [
      ['kilogram (kg)', '0.45359237'],
      ['ounce (oz)', '16'],
      ['gram (g)', '453.59237'],
    ],
  });
});
