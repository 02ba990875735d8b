import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

const V2 = 'version: "2.4"\nservices:\n  web:\n    image: nginx\n    mem_limit: 256m\n';

test('docker-compose-converter: converts 2.x to the Compose Specification; YAML errors have a line; target and input survive a reload', async ({
  page,
}) => {
  const input = page.getByRole('textbox', { name: 'Compose file', exact: true });
  const output = page.getByRole('textbox', { name: 'Converted Compose file' });

  await test.step('moves mem_limit to deploy.resources and drops version', async () => {
    await openTool(page, '/docker-compose-converter');
    await input.fill(V2);
    await expect(output).toHaveValue(
      'services:\n  web:\n    image: nginx\n    deploy:\n      resources:\n        limits:\n          memory: 256m\n',
    );
  });

  await test.step('shows a YAML error with its line', async () => {
    await input.fill('services:\n  web:\n    image: nginx\n   ports: [80]\n');
    await expect(page.getByRole('alert')).toContainText('Line 4, column');
  });

  await test.step('target and input survive a reload', async () => {
    await input.fill(V2);
    await page.getByRole('button', { name: '3.x', exact: true }).click();
    await expect(output).toHaveValue(/^version: "3"\n/);
    expect(new URL(page.url()).searchParams.get('target')).toBe('v3x');
    await expect.poll(() => savedState(page, 'docker-compose-converter'), { intervals: STORAGE_POLL }).toContain('mem_limit');
    await reopenTool(page);
    await expect(output).toHaveValue(/^version: "3"\n/);
  });
});
