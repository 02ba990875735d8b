import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('volume-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: US gallon = 231 in³ = 3.785 411 784 L (exact) = 4 qt = 128 fl oz.
  await unitConverterSpec(page, context, {
    route: '/volume-converter',
    title: 'Volume converter',
    field: 'US gallon (US gal)',
    value: '1',
    expected: [
      ['litre (L)', '3.785411784'],
      ['US liquid quart (US qt)', '4'],
      ['US fluid ounce (US fl oz)', '128'],
    ],
  });
});
