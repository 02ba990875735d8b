import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// FSF licence list: Apache-2.0 is compatible with GPLv3, not with GPLv2; permissive code may go into
// GPL works, not the reverse. spdx-satisfies README: "GPL-2.0 OR MIT" is satisfied by [MIT].

test('software-licence-compatibility: answers A into B with reasons, compares rules, checks an SPDX expression; bad expression; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await test.step('answers A into B with reasons and compares the rules', async () => {
    await openTool(page, '/software-licence-compatibility');
    await expect(page.getByText('Not legal advice')).toBeVisible();
    const verdict = page.getByLabel('Compatibility', { exact: true });
    await expect(verdict).toContainText('Yes: MIT → GPL-3.0-or-later');
    await expect(verdict).toContainText('The other way (GPL-3.0-or-later → MIT): No.');

    await page.getByLabel('A: licence of the code you include').selectOption('Apache-2.0');
    await page.getByLabel('B: licence of your work').selectOption('GPL-2.0-only');
    await expect(verdict).toContainText('No: Apache-2.0 → GPL-2.0-only');
    await expect(verdict).toContainText('GPL version 2 forbids');
    const rules = page.getByRole('table', { name: 'Permissions, conditions and limitations' });
    await expect(rules.getByRole('row', { name: /Permissions: Patent use/ })).toContainText('✓—');

    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(verdict).toContainText('No: GPL-2.0-only → Apache-2.0');
  });

  await test.step('checks an SPDX expression and names a bad one', async () => {
    await openTool(page, '/software-licence-compatibility');
    await page.getByLabel('SPDX licence expression').fill('GPL-2.0-only OR MIT');
    await page.getByLabel('Licences you accept (comma-separated)').fill('MIT');
    await expect(page.getByLabel('Satisfied', { exact: true })).toContainText('Satisfied: you may use it under a licence you accept.');
    await expect(page.getByRole('table', { name: 'Licences in the expression' }).getByLabel('MIT', { exact: true })).toContainText(
      'MIT License (OSI approved)',
    );
    await page.getByLabel('SPDX licence expression').fill('GPL-2.0-only AND MIT');
    await expect(page.getByLabel('Satisfied', { exact: true })).toContainText('Not satisfied');
    await page.getByLabel('SPDX licence expression').fill('MIT OR FOO');
    await expect(page.getByText('“FOO” at position 8 is not a known licence identifier or operator.')).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/software-licence-compatibility');
    await page.getByLabel('A: licence of the code you include').selectOption('MPL-2.0');
    await expect.poll(() => savedState(page, 'software-licence-compatibility'), { intervals: STORAGE_POLL }).toContain('MPL-2.0');
    await reopenTool(page);
    await expect(page.getByLabel('A: licence of the code you include')).toHaveValue('MPL-2.0');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Compatibility', { exact: true })).toContainText('Yes: MPL-2.0 → GPL-3.0-or-later');
  });
});
