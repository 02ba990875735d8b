import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('temperature-converter: editing any field updates all the others; bad input and values below absolute zero; state survives a reload and travels in a link; every example loads into converted values without an error', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('editing any field updates all the others', async () => {
    await openTool(page, '/temperature-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Temperature converter' })).toBeVisible();
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

    // Water boils at 100 °C = 373.15 K = 212 °F = 671.67 °R = 0 °De = 33 °N = 80 °Ré = 60 °Rø.
    await field('Celsius (°C)').fill('100');
    await expect(field('Kelvin (K)')).toHaveValue('373.15');
    await expect(field('Fahrenheit (°F)')).toHaveValue('212');
    await expect(field('Rankine (°R)')).toHaveValue('671.67');
    await expect(field('Delisle (°De)')).toHaveValue('0');
    await expect(field('Newton (°N)')).toHaveValue('33');
    await expect(field('Réaumur (°Ré)')).toHaveValue('80');
    await expect(field('Rømer (°Rø)')).toHaveValue('60');

    // From another field: 0 K is absolute zero.
    await field('Kelvin (K)').fill('0');
    await expect(field('Celsius (°C)')).toHaveValue('-273.15');
    await expect(field('Fahrenheit (°F)')).toHaveValue('-459.67');
    await expect(field('Delisle (°De)')).toHaveValue('559.725');
    await expect(page.getByText('Below absolute zero')).toHaveCount(0);
  });

  await test.step('bad input and values below absolute zero', async () => {
    await openTool(page, '/temperature-converter');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('Fahrenheit (°F)').fill('32');
    await expect(field('Celsius (°C)')).toHaveValue('0');

    await field('Fahrenheit (°F)').fill('abc');
    await expect(page.getByRole('alert')).toHaveText('"abc" is not a number: enter digits, such as -40 or 36.6.');
    await expect(field('Fahrenheit (°F)')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Celsius (°C)')).toHaveValue('0');

    await field('Celsius (°C)').fill('-300');
    await expect(page.getByText('Below absolute zero')).toBeVisible();
    await expect(field('Fahrenheit (°F)')).toHaveValue('-508');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/temperature-converter');
    const field = (p: typeof page, label: string) => p.getByRole('textbox', { name: label, exact: true });
    // 98.6 °F = 37 °C = 310.15 K (NIST SP 811 Appendix B: t/°C = (t/°F − 32)/1.8).
    await field(page, 'Fahrenheit (°F)').fill('98.6');
    await expect(field(page, 'Celsius (°C)')).toHaveValue('37');
    // The tool has no options: the edited scale and its text are inputs, never in the query string.
    expect(new URL(page.url()).search).toBe('');


    await expect.poll(() => savedState(page, 'temperature-converter'), { intervals: STORAGE_POLL }).toContain('98.6');
    await reopenTool(page);
    await expect(field(page, 'Fahrenheit (°F)')).toHaveValue('98.6');
    await expect(field(page, 'Celsius (°C)')).toHaveValue('37');
    await expect(field(page, 'Kelvin (K)')).toHaveValue('310.15');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/temperature-converter#state=[A-Za-z0-9_-]+$/);
    const other = await openLink(page, link);
    await expect(field(other, 'Fahrenheit (°F)')).toHaveValue('98.6');
    await expect(field(other, 'Kelvin (K)')).toHaveValue('310.15');
  });

  await test.step('every example loads into converted values without an error', async () => {
    await openTool(page, '/temperature-converter');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const examples = page.getByTestId('tool-example');
    await expect(examples.first()).toBeVisible();
    const count = await examples.count();
    for (let i = 0; i < count; i++) {
      await examples.nth(i).click();
      await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveCount(0);
      await expect(field('Kelvin (K)')).not.toHaveValue('');
      await expect(field('Rømer (°Rø)')).not.toHaveValue('');
    }
    // Reference points: water boils at 212 °F; 0 K = −459.67 °F; −40 °C = −40 °F.
    await examples.filter({ hasText: 'Water boils' }).click();
    await expect(field('Fahrenheit (°F)')).toHaveValue('212');
    await examples.filter({ hasText: 'Absolute zero' }).click();
    await expect(field('Fahrenheit (°F)')).toHaveValue('-459.67');
    await expect(page.getByText('Below absolute zero')).toHaveCount(0);
    await examples.filter({ hasText: '−40 °C' }).click();
    await expect(field('Fahrenheit (°F)')).toHaveValue('-40');
  });
});
