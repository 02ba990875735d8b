import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('angle-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // 90° = 100 gon (NIST SP 811 B.8: gon = π/200 rad) = π/2 rad = 1/4 turn.
  await unitConverterSpec(page, context, {
    route: '/angle-converter',
    title: 'Angle converter',
    field: 'degree (°)',
    value: '90',
    expected: [
      ['gradian (gon)', '100'],
      ['radian (rad)', '1.5707963267949'],
      ['turn (tr)', '0.25'],
    ],
  });
});
