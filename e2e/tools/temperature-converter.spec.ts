import { expect, test } from '../fixtures';

test('temperature-converter: editing any field updates all the others', async ({ page }) => {
  await page.goto('/temperature-converter');
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

test('temperature-converter: bad input and values below absolute zero', async ({ page }) => {
  await page.goto('/temperature-converter');
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
