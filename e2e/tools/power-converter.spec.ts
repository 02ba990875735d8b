import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('power-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: horsepower = 550 ft·lbf/s = 745.699 871 582 270 22 W (exact).
  await unitConverterSpec(page, context, {
    route: '/power-converter',
    title: 'Power converter',
    field: 'mechanical horsepower (hp)',
    value: '1',
    expected: [
      ['watt (W)', '745.69987158227'],
      ['kilowatt (kW)', '0.74569987158227'],
    ],
  });
});
