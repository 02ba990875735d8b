import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('docker-compose-to-docker-run-converter: writes docker run commands; YAML errors have a line; options and input survive a reload', async ({
  page,
}) => {
  const input = page.getByRole('textbox', { name: 'Compose file', exact: true });
  const output = page.getByRole('textbox', { name: 'docker run commands' });

  await test.step('writes one docker run per service, dependencies first', async () => {
    await openTool(page, '/docker-compose-to-docker-run-converter');
    await input.fill(
      'services:\n  web:\n    image: nginx\n    ports: ["8080:80"]\n    depends_on: [db]\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: example\n',
    );
    await expect(output).toHaveValue(
      'docker run \\\n  -d \\\n  --name db \\\n  -e POSTGRES_PASSWORD=example \\\n  postgres:16\n\ndocker run \\\n  -d \\\n  --name web \\\n  -p 8080:80 \\\n  nginx\n',
    );
  });

  await test.step('shows a YAML error with its line', async () => {
    await input.fill('services:\n  web: [');
    await expect(page.getByRole('alert')).toContainText('Line 2, column');
  });

  await test.step('options and input survive a reload', async () => {
    await input.fill('services:\n  web:\n    image: nginx\n');
    await page.getByRole('checkbox', { name: 'One option per line' }).uncheck();
    await page.getByRole('checkbox', { name: 'Remove when stopped (--rm)' }).check();
    await expect(output).toHaveValue('docker run -d --rm --name web nginx\n');
    expect(new URL(page.url()).searchParams.get('rm')).toBe('true');
    await expect
      .poll(() => savedState(page, 'docker-compose-to-docker-run-converter'), { intervals: STORAGE_POLL })
      .toContain('image: nginx');
    await reopenTool(page);
    await expect(output).toHaveValue('docker run -d --rm --name web nginx\n');
  });
});
