import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('docker-compose-validator: lists errors and warnings with lines; accepts a valid file; input survives a reload', async ({ page }) => {
  const input = page.getByRole('textbox', { name: 'Compose file', exact: true });
  const summary = page.getByTestId('validation-summary');

  await test.step('lists each problem with its line', async () => {
    await openTool(page, '/docker-compose-validator');
    await input.fill('version: "3.8"\nservices:\n  web:\n    image: nginx\n    prots: ["80:80"]\n');
    await expect(summary).toContainText('1 error(s), 1 warning(s).');
    const rows = page.getByRole('table', { name: 'Problems' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('1:1');
    await expect(rows.nth(2)).toContainText('Unknown key "prots" in services.web.');
    await expect(rows.nth(2)).toContainText('5:5');
  });

  await test.step('shows a YAML syntax error next to the field', async () => {
    await input.fill('services:\n  web: [');
    await expect(page.getByRole('alert').filter({ hasText: 'Line 2, column' })).toBeVisible();
  });

  await test.step('accepts a valid file, and the input survives a reload', async () => {
    await input.fill('services:\n  web:\n    image: nginx\n    ports: ["80:80"]\n');
    await expect(summary).toContainText('No problem found; 1 service(s).');
    await expect.poll(() => savedState(page, 'docker-compose-validator'), { intervals: STORAGE_POLL }).toContain('image: nginx');
    await reopenTool(page);
    await expect(summary).toContainText('No problem found');
  });
});
