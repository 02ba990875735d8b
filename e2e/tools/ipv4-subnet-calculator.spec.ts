import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// Values from RFC 1878 (a /24 has netmask 255.255.255.0, 256 addresses, 254 hosts) and RFC 3021 (/31).

test('ipv4-subnet-calculator: computes a /24, moves to the adjacent block, explains errors; state survives a reload and travels in a link; every example loads into subnet details without an error', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('computes a /24, moves to the adjacent block, explains errors', async () => {
    await openTool(page, '/ipv4-subnet-calculator');
    const input = page.getByLabel('IPv4 address and mask');
    await input.fill('192.168.0.1/24');
    await expect(page.getByRole('table', { name: 'Subnet details' })).toBeVisible();
    await expect(page.getByLabel('Network address', { exact: true })).toHaveText('192.168.0.0');
    await expect(page.getByLabel('CIDR notation', { exact: true })).toHaveText('192.168.0.0/24');
    await expect(page.getByLabel('Netmask', { exact: true })).toHaveText('255.255.255.0');
    await expect(page.getByLabel('Wildcard mask', { exact: true })).toHaveText('0.0.0.255');
    await expect(page.getByLabel('Broadcast address', { exact: true })).toHaveText('192.168.0.255');
    await expect(page.getByLabel('First host', { exact: true })).toHaveText('192.168.0.1');
    await expect(page.getByLabel('Last host', { exact: true })).toHaveText('192.168.0.254');
    await expect(page.getByLabel('Number of addresses', { exact: true })).toHaveText('256');
    await expect(page.getByLabel('Usable hosts', { exact: true })).toHaveText('254');
    await expect(page.getByLabel('Address class', { exact: true })).toHaveText('C');
    await expect(page.getByLabel('Address type', { exact: true })).toContainText('RFC 1918');
    await expect(page.getByRole('button', { name: 'Copy Network address' })).toBeVisible();

    await page.getByRole('button', { name: 'Next block' }).click();
    await expect(input).toHaveValue('192.168.1.0/24');
    await page.getByRole('button', { name: 'Previous block' }).click();
    await page.getByRole('button', { name: 'Previous block' }).click();
    await expect(input).toHaveValue('192.167.255.0/24');

    await input.fill('10.0.0.1 255.255.255.254');
    await expect(page.getByLabel('Usable hosts', { exact: true })).toHaveText('2');
    await expect(page.getByLabel('Broadcast address', { exact: true })).toContainText('RFC 3021');

    await input.fill('0.0.0.0/8');
    await expect(page.getByRole('button', { name: 'Previous block' })).toBeDisabled();

    await input.fill('192.168.0.256/24');
    await expect(page.getByRole('alert')).toHaveText('Octet 4 of the address is 256, but an octet must be from 0 to 255.');
    await expect(input).toHaveValue('192.168.0.256/24');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('10.0.0.1 255.0.255.0');
    await expect(page.getByRole('alert')).toContainText('not contiguous');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ipv4-subnet-calculator');
    const input = page.getByLabel('IPv4 address and mask');
    // RFC 1878: a /20 has netmask 255.255.240.0 and 4094 hosts.
    await input.fill('172.16.5.4/20');
    await expect(page.getByLabel('Netmask', { exact: true })).toHaveText('255.255.240.0');
    // The tool has no options: the text is an input, never in the query string.
    expect(new URL(page.url()).search).toBe('');


    await expect.poll(() => savedState(page, 'ipv4-subnet-calculator'), { intervals: STORAGE_POLL }).toContain('172.16.5.4/20');
    await reopenTool(page);
    await expect(input).toHaveValue('172.16.5.4/20');
    await expect(page.getByLabel('Usable hosts', { exact: true })).toHaveText('4094');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/ipv4-subnet-calculator#state=[A-Za-z0-9_-]+$/);
    const other = await openLink(page, link);
    await expect(other.getByLabel('IPv4 address and mask')).toHaveValue('172.16.5.4/20');
    await expect(other.getByLabel('Network address', { exact: true })).toHaveText('172.16.0.0');
  });

  await test.step('every example loads into subnet details without an error', async () => {
    await openTool(page, '/ipv4-subnet-calculator');
    const examples = page.getByTestId('tool-example');
    await expect(examples.first()).toBeVisible();
    const count = await examples.count();
    for (let i = 0; i < count; i++) {
      await examples.nth(i).click();
      await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Subnet details' })).toBeVisible();
      await expect(page.getByLabel('Network address', { exact: true })).not.toBeEmpty();
    }
    // RFC 3021 §2: a /31 has two usable addresses; RFC 6598: 100.64.0.0/10 is shared address space.
    await examples.filter({ hasText: 'Point-to-point /31' }).click();
    await expect(page.getByLabel('Usable hosts', { exact: true })).toHaveText('2');
    await examples.filter({ hasText: 'Carrier-grade NAT' }).click();
    await expect(page.getByLabel('Address type', { exact: true })).toContainText('RFC 6598');
  });
});
