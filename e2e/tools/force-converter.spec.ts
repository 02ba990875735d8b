import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('force-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: pound-force = 0.453 592 37 kg × 9.806 65 m/s² = 4.448 221 615 260 5 N (exact).
  await unitConverterSpec(page, context, {
    route: '/force-converter',
    title: 'Force converter',
    field: 'pound-force (lbf)',
    value: '1',
    expected: [
      ['newton (N)', '4.4482216152605'],
      ['kilogram-force (kgf)', '0.45359237'],
    ],
  });
});
