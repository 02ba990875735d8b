import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('area-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // acre = 43 560 ft², NIST SP 811 B.8 square foot = 0.092 903 04 m² (exact).
  await unitConverterSpec(page, context, {
    route: '/area-converter',
    title: 'Area converter',
    field: 'acre (ac)',
    value: '1',
    expected: [
      ['square metre (m²)', '4046.8564224'],
      ['hectare (ha)', '0.40468564224'],
      ['square foot (ft²)', '43560'],
    ],
  });
});
