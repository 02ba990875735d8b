import { expect, test } from '../fixtures';

test('properties-to-yaml: converts Java Properties.load examples to nested YAML', async ({ page }) => {
  await page.goto('/properties-to-yaml');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties to YAML' })).toBeVisible();
  // Properties.load (Java SE 8): continuation lines, whitespace separator, \uXXXX escapes.
  await page.getByRole('textbox', { name: 'Properties input' }).fill('# comment\nfruits apple, banana, \\\n       pear\nserver.port=8080\nserver.name : Caf\\u00e9\n');
  await expect(page.getByRole('textbox', { name: 'YAML output' })).toHaveValue('fruits: apple, banana, pear\nserver:\n  port: "8080"\n  name: Café\n');
});

test('properties-to-yaml: says what is wrong and where', async ({ page }) => {
  await page.goto('/properties-to-yaml');
  const input = page.getByRole('textbox', { name: 'Properties input' });
  await input.fill('a = 1\nb = \\u12G4');
  await expect(page.getByRole('alert')).toContainText('Line 2, column 5: malformed \\uXXXX escape');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('properties-to-yaml: state survives a reload and travels in a link', async ({ page }) => {
  await page.goto('/properties-to-yaml');
  await page.getByLabel('Keep values as strings').uncheck();
  await page.getByRole('textbox', { name: 'Properties input' }).fill('server.port=8080');
  const output = page.getByRole('textbox', { name: 'YAML output' });
  await expect(output).toHaveValue('server:\n  port: 8080\n');
  expect(new URL(page.url()).searchParams.get('keepStrings')).toBe('false');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Keep values as strings')).not.toBeChecked();
  await expect(output).toHaveValue('server:\n  port: 8080\n');
});
