import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('illuminance-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: phot = 1.0 E+04 lx; footcandle = 1 lm/ft² = 1/0.092 903 04 lx, so 1 ph = 929.0304 fc.
  await unitConverterSpec(page, context, {
    route: '/illuminance-converter',
    title: 'Illuminance converter',
    field: 'phot (ph)',
    value: '1',
    expected: [
      ['lux (lx)', '10000'],
      ['foot-candle (fc)', '929.0304'],
      ['nox (nx)', '10000000'],
    ],
  });
});
