import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

const fields = (page: import('@playwright/test').Page) => ({
  input: page.getByRole('textbox', { name: 'JSON sample', exact: true }),
  output: page.getByRole('textbox', { name: 'Go', exact: true }),
});

test('json-to-go: generates structs with json tags; says what is wrong and where; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('generates structs with json tags', async () => {
    await openTool(page, '/json-to-go');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to Go' })).toBeVisible();
    const { input, output } = fields(page);
    await input.fill('{"user_id": 7, "first-name": "Ada", "address": {"city": "London"}}');
    await expect(output).toHaveValue(
      'package main\n\ntype Root struct {\n\tUserID    int64   `json:"user_id"`\n\tFirstName string  `json:"first-name"`\n\tAddress   Address `json:"address"`\n}\n\ntype Address struct {\n\tCity string `json:"city"`\n}\n',
    );
    // A number written 1.0 is a float64; a sample that is not strict JSON is read as JSON5, with a notice.
    await input.fill('{"price": 1.0, // in euros\n}');
    await expect(output).toHaveValue('package main\n\ntype Root struct {\n\tPrice float64 `json:"price"`\n}\n');
    await expect(page.getByTestId('input-notice')).toHaveText('Read as JSON5: trailing comma at line 1, column 14.');
  });

  await test.step('says what is wrong and where', async () => {
    await fields(page).input.fill('{"a": [1, 2}');
    await expect(page.getByRole('alert')).toHaveText("Line 1, column 12: unexpected '}' (not valid JSON or JSON5 here).");
    await page.getByRole('textbox', { name: 'Package' }).fill('my-models');
    await expect(page.getByRole('alert').filter({ hasText: 'package name' })).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-to-go');
    const { input, output } = fields(page);
    await page.getByRole('button', { name: 'Inline structs', exact: true }).click();
    await page.getByRole('textbox', { name: 'Package' }).fill('models');
    await input.fill('{"server": {"port": 8080}}');
    const expected = 'package models\n\ntype Root struct {\n\tServer struct {\n\t\tPort int64 `json:"port"`\n\t} `json:"server"`\n}\n';
    await expect(output).toHaveValue(expected);
    const query = new URL(page.url()).searchParams;
    expect([query.get('structs'), query.get('packageName')]).toEqual(['inline', 'models']);
    await expect
      .poll(() => savedState(page, 'json-to-go'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"server": {"port": 8080}}').slice(1, -1));
    await reopenTool(page);
    await expect(output).toHaveValue(expected);
  });
});
