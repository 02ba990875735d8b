import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('energy-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // 1 kWh = 1000 W × 3600 s = 3.6 MJ (SI Brochure, Table 8: h = 3600 s).
  await unitConverterSpec(page, context, {
    route: '/energy-converter',
    title: 'Energy converter',
    field: 'kilowatt-hour (kWh)',
    value: '1',
    expected: [
      ['joule (J)', '3600000'],
      ['megajoule (MJ)', '3.6'],
    ],
  });
});
