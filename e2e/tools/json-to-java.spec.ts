import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

const fields = (page: import('@playwright/test').Page) => ({
  input: page.getByRole('textbox', { name: 'JSON sample', exact: true }),
  output: page.getByRole('textbox', { name: 'Java', exact: true }),
});

test('json-to-java: generates entity classes with Jackson annotations; says what is wrong and where; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('generates entity classes with Jackson annotations', async () => {
    await openTool(page, '/json-to-java');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to Java Entity' })).toBeVisible();
    const { input, output } = fields(page);
    await input.fill('{"first-name": "Ada", "age": 36}');
    await expect(output).toHaveValue(/\/\/ Root\.java\n\npackage com\.example\.model;\n/);
    await expect(output).toHaveValue(/public class Root \{\n {4}private String firstName;\n {4}private long age;\n/);
    await expect(output).toHaveValue(/@JsonProperty\("first-name"\)\n {4}public String getFirstName\(\) \{ return firstName; \}/);
    await expect(page.getByRole('button', { name: 'Download Root.java', exact: true })).toBeEnabled();
  });

  await test.step('says what is wrong and where', async () => {
    await fields(page).input.fill("{\n  name: 'Ada',\n  age: 36 36\n}");
    await expect(page.getByRole('alert')).toHaveText("Line 3, column 11: unexpected '3' (not valid JSON or JSON5 here).");
    // A Java keyword cannot name a package (JLS 17 §3.9): said next to the field.
    const pkg = page.getByRole('textbox', { name: 'Package' });
    await pkg.fill('com.example.class');
    await expect(pkg).toHaveAccessibleDescription('The package name cannot use "class": it is a reserved word in Java.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-to-java');
    const { input, output } = fields(page);
    await page.getByRole('button', { name: 'Records', exact: true }).click();
    await page.getByLabel('Jackson annotations').uncheck();
    await input.fill('{"id": 1, "name": "x"}');
    await expect(output).toHaveValue('package com.example.model;\n\npublic record Root(\n    long id,\n    String name\n) {}\n');
    const query = new URL(page.url()).searchParams;
    expect([query.get('style'), query.get('jackson')]).toEqual(['record', 'false']);
    await expect
      .poll(() => savedState(page, 'json-to-java'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify('{"id": 1, "name": "x"}').slice(1, -1));
    await reopenTool(page);
    await expect(output).toHaveValue('package com.example.model;\n\npublic record Root(\n    long id,\n    String name\n) {}\n');
  });
});
