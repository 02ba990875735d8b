import { test } from '../fixtures';
import { unitConverterSpec } from '../support/unit-converter';

test('pressure-converter: typing in any field updates all the others; bad input; precision option; state in a link and after a reload', async ({ page, context }) => {
  // NIST SP 811 B.8: standard atmosphere = 101 325 Pa (exact); torr = 1/760 atm.
  await unitConverterSpec(page, context, {
    route: '/pressure-converter',
    title: 'Pressure converter',
    field: 'standard atmosphere (atm)',
    value: '2',
    expected: [
      ['pascal (Pa)', '202650'],
      ['torr (Torr)', '1520'],
      ['bar (bar)', '2.0265'],
    ],
  });
});
