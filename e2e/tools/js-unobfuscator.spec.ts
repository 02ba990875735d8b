import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// A string array with its decoder, as javascript-obfuscator (obfuscator.io) writes it, for
// `function hi() { console.log("Hello World!"); }`: the decoder is interpreted in the worker.
const OBFUSCATED =
  "function _0x5c1e(){var a=['Hello\\x20World!','log'];_0x5c1e=function(){return a;};return _0x5c1e();}function _0x2f9a(i,j){var s=_0x5c1e();return _0x2f9a=function(k,l){k=k-0x1ab;var v=s[k];return v;},_0x2f9a(i,j);}function hi(){var _0x4d=_0x2f9a;console[_0x4d(0x1ac)](_0x4d(0x1ab));}hi();";

test('js-unobfuscator: decodes obfuscator.io strings in a worker; unpacks a webpack bundle; locates a syntax error; keeps options over a reload', async ({
  page,
}) => {
  test.setTimeout(60_000); // first use loads webcrack (Babel, ~1.4 MB) in a worker
  await test.step('decodes obfuscator.io strings in a worker', async () => {
    await openTool(page, '/js-unobfuscator');
    await page.getByLabel('Obfuscated or minified JavaScript', { exact: true }).fill(OBFUSCATED);
    // The first job waits for the worker to load webcrack (Babel, 1.4 MB): allow for a loaded CI machine.
    await expect(page.getByLabel('Deobfuscated code', { exact: true })).toHaveValue(
      /function hi\(\) \{\s*console\.log\("Hello World!"\);\s*\}\s*hi\(\);/,
      { timeout: 20_000 },
    );
  });

  await test.step('unpacks a webpack bundle into modules', async () => {
    await page.getByRole('button', { name: 'webpack 5 bundle' }).click();
    await expect(page.getByText('webpack bundle: 2 modules.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Bundle modules' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Show ./2.js' }).click();
    await expect(page.getByLabel('Module ./2.js', { exact: true })).toHaveValue(/export const greet = e => "Hello, " \+ e \+ "!";/);
  });

  await test.step('locates a syntax error', async () => {
    const input = page.getByLabel('Obfuscated or minified JavaScript', { exact: true });
    await input.fill('let a = 1;\nfunction (');
    await expect(input).toHaveAccessibleDescription(/line 2, column \d+/);
  });

  await test.step('keeps the code and the options over a reload', async () => {
    await page.getByLabel('Obfuscated or minified JavaScript', { exact: true }).fill('function f(_0x3a2b1c) { return _0x3a2b1c * 2; }');
    await page.getByRole('checkbox', { name: 'Rename variables' }).check();
    await expect(page.getByLabel('Deobfuscated code', { exact: true })).not.toHaveValue(/_0x3a2b1c/);
    await reopenTool(page);
    await expect(page.getByRole('checkbox', { name: 'Rename variables' })).toBeChecked();
    await expect(page.getByLabel('Deobfuscated code', { exact: true })).toHaveValue(/^function f\w*\((\w+)\) \{\s*return \1 \* 2;\s*\}/);
  });
});
