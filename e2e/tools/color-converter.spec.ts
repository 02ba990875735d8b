import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('color-converter: every notation edits the others, the picker and alpha; a bad field keeps the rest; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  await test.step('one notation updates the others', async () => {
    await openTool(page, '/color-converter');
    await field('Hex').fill('#ff0000');
    // CSS Color 4: sRGB red.
    await expect(field('RGB')).toHaveValue('rgb(255 0 0)');
    await expect(field('OKLCH')).toHaveValue(/^oklch\(0\.628\d* 0\.257\d* 29\.23\)$/);
    await expect(field('CSS name')).toHaveValue('red');
    await field('CIE LCH').fill('lch(29.2345% 44.2 27)');
    await expect(field('CIE Lab')).toHaveValue('lab(29.23% 39.38 20.07)');
    await expect(field('CIE LCH')).toHaveValue('lch(29.2345% 44.2 27)');
    await page.getByLabel('Colour picker').fill('#663399');
    await expect(field('CSS name')).toHaveValue('rebeccapurple');
    await page.getByRole('slider', { name: 'Alpha' }).fill('50');
    await expect(field('Hex')).toHaveValue('#66339980');
    await expect(field('RGB')).toHaveValue('rgb(102 51 153 / 0.5)');
  });

  await test.step('a bad field says why and the others keep the last good colour', async () => {
    await field('HSL').fill('hsl(oops)');
    await expect(field('HSL')).toHaveAccessibleDescription(/"hsl\(oops\)" is not a valid colour/);
    await expect(field('Hex')).toHaveValue('#66339980');
    await field('Hex').fill('#0000ff');
    await expect(field('HSL')).toHaveValue('hsl(240 100% 50%)');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/color-converter');
    await field('OKLCH').fill('oklch(0.7 0.1 200)');
    await page.getByRole('checkbox', { name: /Invert/ }).check();
    await expect.poll(() => savedState(page, 'color-converter'), { intervals: STORAGE_POLL }).toContain('oklch(0.7 0.1 200)');
    await reopenTool(page);
    await expect(field('OKLCH')).toHaveValue('oklch(0.7 0.1 200)');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(field('OKLCH')).toHaveValue('oklch(0.7 0.1 200)');
    await expect(page.getByRole('checkbox', { name: /Invert/ })).toBeChecked();
  });
});
