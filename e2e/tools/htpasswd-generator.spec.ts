import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('htpasswd-generator: writes htpasswd lines and checks the apache-md5 APR1 vector; explains bad input next to the fields; state survives a reload and travels in a link; passwords are never kept', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('writes htpasswd lines and checks the apache-md5 APR1 vector', async () => {
    await openTool(page, '/htpasswd-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Htpasswd generator' })).toBeVisible();
    const users = page.getByLabel('Users (one user:password per line)');
    const lines = page.getByRole('textbox', { name: 'htpasswd lines' });
    await page.getByRole('button', { name: 'SHA-1 ({SHA})' }).click();
    // htpasswd -s: "{SHA}" + Base64(SHA-1("password")).
    await users.fill('bob:password');
    await expect(lines).toHaveValue('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    await page.getByRole('button', { name: 'APR1-MD5 ($apr1$)' }).click();
    await users.fill('alice:secret\nbob:p:w');
    await expect(lines).toHaveValue(/^alice:\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}\nbob:\$apr1\$/);
    await page.getByRole('button', { name: 'bcrypt ($2y$)' }).click();
    await page.getByLabel('bcrypt cost').selectOption('4');
    await expect(lines).toHaveValue(/^alice:\$2y\$04\$[./A-Za-z0-9]{53}\nbob:\$2y\$04\$/);

    // apache-md5 test vector: myPassword with salt r31.....
    await page.getByLabel('htpasswd line', { exact: true }).fill('myuser:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/');
    await page.getByLabel('Password to check').fill('myPassword');
    await expect(page.getByLabel('Detected format')).toHaveValue('APR1-MD5 ($apr1$) — user "myuser"');
    await expect(page.getByLabel('Result', { exact: true })).toHaveValue(/^Match/);
    await page.getByLabel('Password to check').fill('mypassword');
    await expect(page.getByLabel('Result', { exact: true })).toHaveValue('No match');
  });

  await test.step('explains bad input next to the fields', async () => {
    await openTool(page, '/htpasswd-generator');
    const users = page.getByLabel('Users (one user:password per line)');
    await users.fill('alice:x\nbob');
    await expect(users).toHaveAccessibleDescription(/Line 2: write user:password \(no ":" found\)\./);
    await expect(page.getByRole('textbox', { name: 'htpasswd lines' })).toHaveValue('');
    const line = page.getByLabel('htpasswd line', { exact: true });
    await line.fill('u:$6$salt$hash');
    await expect(line).toHaveAccessibleDescription(/"\$6\$" hashes use the server's system crypt\(\)/);
    await expect(users).toHaveValue('alice:x\nbob');
  });

  await test.step('state survives a reload and travels in a link; passwords are never kept', async () => {
    await openTool(page, '/htpasswd-generator');
    await page.getByRole('button', { name: 'SHA-1 ({SHA})' }).click();
    await page.getByLabel('Users (one user:password per line)').fill('bob:password');
    await page.getByLabel('htpasswd line', { exact: true }).fill('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    await expect(page.getByRole('textbox', { name: 'htpasswd lines' })).toHaveValue('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    expect(new URL(page.url()).searchParams.get('format')).toBe('sha1');
    await expect
      .poll(() => savedState(page, 'htpasswd-generator'), { intervals: STORAGE_POLL })
      .toContain('W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('bob:password');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'SHA-1 ({SHA})' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('htpasswd line', { exact: true })).toHaveValue('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    await expect(page.getByLabel('Users (one user:password per line)')).toHaveValue('');
  });
});
