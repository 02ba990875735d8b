import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// IEEE 802-2014 §8.2: bit 0 of the first octet is I/G (1 = group), bit 1 is U/L (1 = local).
const firstOctet = (mac: string) => Number.parseInt(mac.slice(0, 2), 16);

test('mac-address-generator: random locally administered unicast addresses, a prefix, a new batch; explains a bad prefix; options survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('random locally administered unicast addresses, a prefix, a new batch', async () => {
    await openTool(page, '/mac-address-generator');
    const output = page.getByLabel('MAC addresses', { exact: true });
    await expect(output).toHaveValue(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
    expect(firstOctet(await output.inputValue()) & 3).toBe(2);
    await page.getByLabel('Quantity').fill('20');
    await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(20);
    for (const mac of (await output.inputValue()).split('\n')) expect(firstOctet(mac) & 3).toBe(2);
    await page.getByTestId('tool-area').getByRole('button', { name: 'Multicast', exact: true }).click();
    await expect.poll(async () => (await output.inputValue()).split('\n').every((mac) => (firstOctet(mac) & 3) === 3)).toBe(true);

    await page.getByLabel('Prefix').fill('64:16:7F');
    await page.getByRole('button', { name: 'Hyphen (00-1B-63-84-45-E6)' }).click();
    await expect.poll(async () => (await output.inputValue()).split('\n').every((mac) => /^64-16-7F(-[0-9A-F]{2}){3}$/.test(mac))).toBe(true);
    await expect(page.getByText("The prefix's first octet sets the bits: unicast, universally administered (an IEEE-assigned OUI).")).toBeVisible();
    const before = await output.inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(output).not.toHaveValue(before);
  });

  await test.step('explains a bad prefix', async () => {
    await page.getByLabel('Prefix').fill('64:16:7X');
    await expect(page.getByRole('alert')).toHaveText(/^Character 8 "X" of the prefix is not a hexadecimal digit/);
    await expect(page.getByLabel('MAC addresses', { exact: true })).toHaveValue('');
  });

  await test.step('options survive a reload', async () => {
    await openTool(page, '/mac-address-generator');
    await page.getByRole('button', { name: 'Cisco dot (001B.6384.45E6)' }).click();
    await page.getByRole('button', { name: 'Lowercase', exact: true }).click();
    await page.getByLabel('Prefix').fill('0055DA5');
    await expect.poll(() => new URL(page.url()).searchParams.get('notation')).toBe('dot');
    await expect.poll(() => savedState(page, 'mac-address-generator'), { intervals: STORAGE_POLL }).toContain('0055DA5');
    await reopenTool(page);
    await expect(page.getByLabel('MAC addresses', { exact: true })).toHaveValue(/^0055\.da5[0-9a-f]\.[0-9a-f]{4}$/);
  });
});
