import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('properties-to-yaml: converts Java Properties.load examples to nested YAML; says what is wrong and where; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('converts Java Properties.load examples to nested YAML', async () => {
    await openTool(page, '/properties-to-yaml');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties to YAML' })).toBeVisible();
    // Properties.load (Java SE 8): continuation lines, whitespace separator, \uXXXX escapes.
    await page
      .getByRole('textbox', { name: 'Properties input' })
      .fill('# comment\nfruits apple, banana, \\\n       pear\nserver.port=8080\nserver.name : Caf\\u00e9\n');
    await expect(page.getByRole('textbox', { name: 'YAML output' })).toHaveValue(
      'fruits: apple, banana, pear\nserver:\n  port: "8080"\n  name: Café\n',
    );
  });

  await test.step('says what is wrong and where', async () => {
    const input = page.getByRole('textbox', { name: 'Properties input' });
    await input.fill('a = 1\nb = \\u12G4');
    await expect(page.getByRole('alert')).toContainText('Line 2, column 5: malformed \\uXXXX escape');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/properties-to-yaml');
    await page.getByLabel('Keep values as strings').uncheck();
    await page.getByRole('textbox', { name: 'Properties input' }).fill('server.port=8080');
    const output = page.getByRole('textbox', { name: 'YAML output' });
    await expect(output).toHaveValue('server:\n  port: 8080\n');
    expect(new URL(page.url()).searchParams.get('keepStrings')).toBe('false');
    await expect.poll(() => savedState(page, 'properties-to-yaml'), { intervals: STORAGE_POLL }).toContain('server.port=8080');
    await reopenTool(page);
    await expect(page.getByLabel('Keep values as strings')).not.toBeChecked();
    await expect(output).toHaveValue('server:\n  port: 8080\n');
  });
});
