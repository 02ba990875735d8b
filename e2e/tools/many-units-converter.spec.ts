import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('many-units-converter: typed conversions and picked units; unknown units named with their column; state in a link and after a reload', async ({ page, context }) => {
  const input = () => page.getByRole('textbox', { name: 'Conversion' });
  const result = () => page.locator('output[aria-label="Result"]');

  await test.step('typed conversions and picked units', async () => {
    await openTool(page, '/many-units-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Unit converter' })).toBeVisible();
    // 3.5 kWh = 12.6 MJ (1 kWh = 3.6 MJ exactly).
    await input().fill('3.5 kWh to MJ');
    await expect(result()).toHaveText('12.6 MJ');
    await expect(page.getByTestId('result-status')).toHaveText('Exact');
    // Picking the target unit rewrites the text.
    await page.getByRole('combobox', { name: 'To unit' }).selectOption('kJ');
    await expect(input()).toHaveValue('3.5 kWh in kJ');
    await expect(result()).toHaveText('12600 kJ');
    // Another kind: the lists follow.
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('mass');
    await expect(input()).toHaveValue('1 kg in g');
    await expect(result()).toHaveText('1000 g');
    // Without a target, the table lists every unit of the kind: 12 ft = 144 in = 3.6576 m.
    await input().fill('12 ft');
    const table = page.getByRole('table', { name: 'In every unit: 12 ft' });
    await expect(table.getByRole('row', { name: /^inch/ })).toContainText('144');
    await expect(table.getByRole('row', { name: /^metre/ })).toContainText('3.6576');
    // Temperatures, on scales with their own zero: 98.6 °F = 37 °C.
    await input().fill('98.6 F in C');
    await expect(result()).toHaveText('37 °C');
    // A sum of one kind: 5 ft 3 in = 63 in = 160.02 cm.
    await input().fill('5 ft 3 in in cm');
    await expect(result()).toHaveText('160.02 cm');
  });

  await test.step('an unknown unit is named with its column', async () => {
    await input().fill('12 fx in m');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText('Unit "fx" (column 4) is not recognised.');
    await input().fill('12 ft in kg');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText('Cannot convert length (ft) to mass (kg): pick a unit of the same kind.');
  });

  await test.step('state survives a reopen and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/many-units-converter?round=decimals&digits=2');
    await input().fill('1 mi in km');
    await expect(result()).toHaveText('1.61 km');
    await expect.poll(() => savedState(page, 'many-units-converter'), { intervals: STORAGE_POLL }).toContain('1 mi in km');
    await reopenTool(page);
    await expect(input()).toHaveValue('1 mi in km');
    await expect(result()).toHaveText('1.61 km');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(input()).toHaveValue('1 mi in km');
    await expect(result()).toHaveText('1.61 km');
  });
});
