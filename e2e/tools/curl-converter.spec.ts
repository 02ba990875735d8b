import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('curl-converter: converts a curl command with the WASM Bash parser; shows warnings; locates a syntax error; keeps the language over a reload', async ({
  page,
}) => {
  test.setTimeout(60_000); // first use compiles the Bash grammar's WASM (1.4 MB)
  const command = page.getByLabel('curl command', { exact: true });
  const code = page.getByLabel('Generated code', { exact: true });

  await test.step('converts a curl command (curl manual, -d) to Python requests', async () => {
    await openTool(page, '/curl-converter');
    // curl(1), -d: two -d parts are joined with "&" and POSTed as a form.
    await command.fill('curl -d "name=curl" -d "tool=cmdline" https://example.com');
    await expect(code).toHaveValue(
      /import requests[\s\S]*'name': 'curl',\s*'tool': 'cmdline'[\s\S]*requests\.post\('https:\/\/example\.com'/,
    );
  });

  await test.step('converts to fetch and shows what it did not evaluate', async () => {
    await page.getByLabel('Target language', { exact: true }).selectOption('javascript');
    await command.fill('curl https://example.com -H "X-User: $(whoami)"');
    await expect(code).toHaveValue(/fetch\('https:\/\/example\.com', \{\s*headers: \{\s*'X-User': '\$\(whoami\)'/);
    await expect(page.getByRole('status').filter({ hasText: 'Warnings' })).toContainText('command substitution');
  });

  await test.step('locates a syntax error', async () => {
    await command.fill("curl 'https://example.com");
    await expect(command).toHaveAccessibleDescription(/Bash parsing error \(line 1, column \d+\)/);
  });

  await test.step('keeps the command and the language over a reload', async () => {
    await command.fill('curl -u name:password https://example.com');
    await expect(code).toHaveValue(/fetch\('https:\/\/example\.com'/);
    await reopenTool(page);
    await expect(page.getByLabel('Target language', { exact: true })).toHaveValue('javascript');
    await expect(page.getByLabel('Generated code', { exact: true })).toHaveValue(/'Authorization': 'Basic ' \+ btoa\('name:password'\)/);
  });
});
