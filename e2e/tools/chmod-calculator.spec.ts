import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('chmod-calculator: checkboxes ⇄ octal ⇄ symbolic and the chmod command; a bad character is named; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const input = () => page.getByRole('textbox', { name: 'Permissions', exact: true });

  await test.step('octal ⇄ symbolic ⇄ checkboxes, and the command', async () => {
    await openTool(page, '/chmod-calculator');
    // GNU coreutils: 4755 is rwsr-xr-x (setuid, as /usr/bin/passwd).
    await input().fill('4755');
    await expect(page.getByLabel('Symbolic', { exact: true })).toHaveText('rwsr-xr-x');
    await expect(page.getByRole('checkbox', { name: 'Owner (u) setuid' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Group (g) Write' })).not.toBeChecked();
    // Ticking a box rewrites the input in the notation typed.
    await page.getByRole('checkbox', { name: 'Group (g) Write' }).check();
    await expect(input()).toHaveValue('4775');
    await input().fill('drwxrwxrwt');
    await expect(page.getByLabel('Octal', { exact: true })).toHaveText('1777');
    await page.getByRole('checkbox', { name: 'Others (o) sticky' }).uncheck();
    await expect(input()).toHaveValue('drwxrwxrwx');
    await page.getByRole('textbox', { name: 'File or directory' }).fill('/srv/www');
    await page.getByLabel('Recursive (-R)').check();
    await expect(page.getByLabel('chmod command', { exact: true })).toHaveText('chmod -R 777 /srv/www');
  });

  await test.step('a bad character is named with its position', async () => {
    await input().fill('rwxr-xr-q');
    await expect(input()).toHaveAccessibleDescription(/"q" at position 9 is not allowed there/);
    await expect(input()).toHaveValue('rwxr-xr-q');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/chmod-calculator');
    await input().fill('u=rwx,g=rx,o=');
    await page.getByRole('button', { name: 'Symbolic', exact: true }).click();
    await expect(page.getByLabel('chmod command', { exact: true })).toHaveText('chmod u=rwx,g=rx,o= file');
    await expect.poll(() => savedState(page, 'chmod-calculator'), { intervals: STORAGE_POLL }).toContain('u=rwx,g=rx,o=');
    await reopenTool(page);
    await expect(page.getByLabel('Octal', { exact: true })).toHaveText('750');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('chmod command', { exact: true })).toHaveText('chmod u=rwx,g=rx,o= file');
  });
});
