import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('length-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: inch = 0.0254 m, foot = 0.3048 m (exact), so 12 in = 1 ft.
  await unitConverterSpec(page, context, {
    route: '/length-converter',
    title: 'Length converter',
    field: 'inch (in)',
    value: '12',
    expected: [
      ['foot (ft)', '1'],
      ['metre (m)', '0.3048'],
      ['centimetre (cm)', '30.48'],
    ],
  });
});
