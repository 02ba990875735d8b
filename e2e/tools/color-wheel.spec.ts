import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('color-wheel: harmonies from the wheel and the keyboard, WCAG contrast, palette export; a bad colour is named; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const base = () => page.getByRole('textbox', { name: 'Base colour', exact: true });
  const wheel = () => page.getByRole('slider', { name: 'Colour wheel: hue and saturation' });

  await test.step('harmonies, the keyboard, contrast and export', async () => {
    await openTool(page, '/color-wheel');
    await base().fill('#ff0000');
    // The complement of red on the RGB/HSL wheel is cyan.
    await expect(page.getByLabel('Colour 2', { exact: true })).toHaveText('#00ffff');
    await page.getByLabel('Harmony').selectOption('triadic');
    await expect(page.getByLabel('Colour 3', { exact: true })).toHaveText('#0000ff');
    await wheel().focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(wheel()).toHaveAttribute('aria-valuetext', 'Hue 15°, saturation 100%');
    await page.keyboard.press('ArrowDown');
    await expect(wheel()).toHaveAttribute('aria-valuetext', 'Hue 15°, saturation 99%');
    // WCAG 2.2 Understanding 1.4.3: #777 on white is 4.48:1, fails AA for normal text, passes for large.
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#777');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('white');
    await expect(page.getByLabel('Contrast ratio')).toHaveText('4.48:1');
    await expect(page.getByLabel('AA, normal text', { exact: true })).toHaveText('Fail');
    await expect(page.getByLabel('AA, large text', { exact: true })).toHaveText('Pass');
    await page.getByLabel('Format').selectOption('json');
    await expect(page.getByRole('textbox', { name: 'Palette export' })).toHaveValue(/"brand-1": "#/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG swatches' }).click();
    expect((await download).suggestedFilename()).toBe('palette.png');
  });

  await test.step('a bad colour is named next to its field', async () => {
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#77');
    await expect(page.getByRole('textbox', { name: 'Text colour' })).toHaveAccessibleDescription(/"#77" is not a valid colour/);
    await expect(page.getByLabel('Contrast ratio')).toHaveText('—');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/color-wheel');
    await base().fill('rgb(0 0 255)');
    await page.getByLabel('Harmony').selectOption('square');
    await expect.poll(() => savedState(page, 'color-wheel'), { intervals: STORAGE_POLL }).toContain('240');
    await reopenTool(page);
    await expect(base()).toHaveValue('#0000ff');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Colour 4', { exact: true })).toHaveText('#00ff80'); // hsl(150 100% 50%): 240° + 270°
  });
});
