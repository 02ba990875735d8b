import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// OpenWall crypt_blowfish test vector (wrapper.c): "U*U".
const VECTOR = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';

test('bcrypt: crypt_blowfish vector, hashing inline, in the worker and cancelled; malformed hash explained; state and link, never the passwords', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('checks the crypt_blowfish vector and hashes inline and in the worker', async () => {
    await openTool(page, '/bcrypt');
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();
    await page.getByLabel('Hash to check against').fill(VECTOR);
    await page.getByLabel('Password to check').fill('U*U');
    const result = page.getByLabel('Result', { exact: true });
    await expect(result).toHaveValue(/^Match/);
    await page.getByLabel('Password to check').fill('U*V');
    await expect(result).toHaveValue('No match');
    await expect(page.getByRole('table', { name: 'Parts of the hash' })).toContainText('E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW');

    const hash = page.getByLabel('bcrypt hash', { exact: true });
    await page.getByLabel('Cost').selectOption('4');
    await page.getByLabel('Password', { exact: true }).fill('U*U');
    await expect(hash).toHaveValue(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    // Above cost 12 the hash runs in the Web Worker when asked.
    await page.getByLabel('Cost').selectOption('13');
    await page.getByRole('button', { name: 'Hash', exact: true }).click();
    await expect(hash).toHaveValue(/^\$2b\$13\$[./A-Za-z0-9]{53}$/, { timeout: 20_000 });
    // A long one can be cancelled.
    await page.getByLabel('Cost').selectOption('22');
    await page.getByRole('button', { name: 'Hash', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Hashing' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Hashing cancelled.')).toBeVisible();
  });

  await test.step('explains a malformed hash next to the field', async () => {
    const field = page.getByLabel('Hash to check against');
    await field.fill('$1$abcdefgh$xyz');
    await expect(field).toHaveAccessibleDescription(/A bcrypt hash starts with \$2a\$, \$2b\$ or \$2y\$; this one starts with "\$1\$a"\./);
    await field.fill(VECTOR.slice(0, 59));
    await expect(field).toHaveAccessibleDescription(/A bcrypt hash has 60 characters; this one has 59\./);
    await expect(field).toHaveValue(VECTOR.slice(0, 59));
  });

  await test.step('state survives a reload and travels in a link; passwords are never kept', async () => {
    await openTool(page, '/bcrypt');
    await page.getByLabel('Cost').selectOption('12');
    await page.getByLabel('Hash to check against').fill(VECTOR);
    await page.getByLabel('Password to check').fill('U*U');
    await expect(page.getByLabel('Result', { exact: true })).toHaveValue(/^Match/);
    expect(new URL(page.url()).searchParams.get('cost')).toBe('12');
    await expect.poll(() => savedState(page, 'bcrypt'), { intervals: STORAGE_POLL }).toContain(VECTOR);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('U*U');
    await reopenTool(page);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('U*U');
    await expect(page.getByLabel('Cost')).toHaveValue('12');
    await expect(page.getByLabel('Hash to check against')).toHaveValue(VECTOR);
    await expect(page.getByLabel('Password to check')).toHaveValue('');
  });
});
