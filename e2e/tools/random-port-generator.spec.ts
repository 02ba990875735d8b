import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('random-port-generator: draws unique ports in the range with the CSPRNG; explains a bad exclusion; keeps its settings in the address', async ({
  page,
}) => {
  const output = page.getByLabel('Random ports', { exact: true });
  await test.step('draws unique ports from the dynamic range, then a whole small range', async () => {
    await openTool(page, '/random-port-generator');
    await page.getByRole('button', { name: '49152–65535 (dynamic/private)' }).click();
    await page.getByRole('spinbutton', { name: 'How many' }).fill('5');
    await expect(output).toHaveValue(/^\d+(\n\d+){4}$/);
    const ports = (await output.inputValue()).split('\n').map(Number);
    expect(new Set(ports).size).toBe(5);
    for (const p of ports) expect(p >= 49152 && p <= 65535).toBe(true);
    // All ten ports of 50000–50009 but 50003, sorted.
    await page.getByRole('spinbutton', { name: 'Lowest port' }).fill('50000');
    await page.getByRole('spinbutton', { name: 'Highest port' }).fill('50009');
    await page.getByRole('spinbutton', { name: 'How many' }).fill('9');
    await page.getByLabel('Also skip', { exact: true }).fill('50003');
    await page.getByRole('checkbox', { name: 'Sort' }).check();
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    await expect(output).toHaveValue('50000,50001,50002,50004,50005,50006,50007,50008,50009');
  });

  await test.step('explains an exclusion that is not a port', async () => {
    const skip = page.getByLabel('Also skip', { exact: true });
    await skip.fill('50003, 70000');
    await expect(skip).toHaveAccessibleDescription(/"70000" \(position 8\) is not a port 0–65535/);
    await skip.fill('50003');
  });

  await test.step('keeps its settings after a reload', async () => {
    expect(new URL(page.url()).searchParams.get('min')).toBe('50000');
    // The last exclusion typed must be in the address before the reload (the address is written after the typing settles).
    await expect.poll(() => new URL(page.url()).searchParams.get('exclude')).toBe('"50003"');
    await reopenTool(page);
    await expect(output).toHaveValue('50000,50001,50002,50004,50005,50006,50007,50008,50009');
  });
});
