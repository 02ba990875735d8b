import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

const fields = (page: import('@playwright/test').Page) => ({
  input: page.getByRole('textbox', { name: 'JSON sample', exact: true }),
  output: page.getByRole('textbox', { name: 'C#', exact: true }),
});

test('json-to-csharp: generates classes with JsonPropertyName attributes; says what is wrong and where; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('generates classes with JsonPropertyName attributes', async () => {
    await openTool(page, '/json-to-csharp');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to C#' })).toBeVisible();
    const { input, output } = fields(page);
    await input.fill('{"first-name": "Ada", "age": 36}');
    await expect(output).toHaveValue(/^namespace App\.Models\n\{\n/);
    await expect(output).toHaveValue(
      /public partial class Root\n {4}\{\n {8}\[JsonPropertyName\("first-name"\)\]\n {8}public string FirstName \{ get; set; \}\n\n {8}\[JsonPropertyName\("age"\)\]\n {8}public long Age \{ get; set; \}\n {4}\}/,
    );
  });

  await test.step('says what is wrong and where', async () => {
    await fields(page).input.fill('[1, 2,, 3]');
    await expect(page.getByRole('alert')).toHaveText("Line 1, column 7: unexpected ',' (not valid JSON or JSON5 here).");
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-to-csharp');
    const { input, output } = fields(page);
    await page.getByRole('button', { name: 'Records', exact: true }).click();
    await page.getByRole('textbox', { name: 'Namespace' }).fill('Shop');
    await input.fill('{"sku": "A-1"}');
    await expect(output).toHaveValue(/public partial record Root\(\n {8}\[property: JsonPropertyName\("sku"\)\] string Sku\n {4}\);/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('style'), query.get('namespace')]).toEqual(['record', 'Shop']);
    await expect
      .poll(() => savedState(page, 'json-to-csharp'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"sku": "A-1"}').slice(1, -1));
    await reopenTool(page);
    await expect(output).toHaveValue(/^namespace Shop\n[\s\S]*public partial record Root\(/);
  });
});
