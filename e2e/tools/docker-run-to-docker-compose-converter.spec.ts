import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('docker-run-to-docker-compose-converter: converts docker run to Compose; names a bad option; format and input survive a reload', async ({
  page,
}) => {
  const runs = page.getByRole('textbox', { name: 'docker run commands' });
  const output = page.getByRole('textbox', { name: 'Compose file', exact: true });

  await test.step("converts the postgres image's documented command", async () => {
    await openTool(page, '/docker-run-to-docker-compose-converter');
    await runs.fill('docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -p 5432:5432 -d postgres');
    await expect(output).toHaveValue(
      'services:\n  some-postgres:\n    image: postgres\n    container_name: some-postgres\n    environment:\n      - POSTGRES_PASSWORD=mysecretpassword\n    ports:\n      - "5432:5432"\n',
    );
  });

  await test.step('names the line and option it cannot convert', async () => {
    await runs.fill('docker run nginx\ndocker run --bogus nginx');
    await expect(page.getByRole('alert')).toContainText('Line 2: unknown docker run option --bogus');
  });

  await test.step('format and input survive a reload', async () => {
    await runs.fill('docker run -m 1g nginx');
    await page.getByRole('button', { name: '2.x', exact: true }).click();
    await expect(output).toHaveValue(/^version: "2\.4"\nservices:\n {2}nginx:\n {4}image: nginx\n {4}mem_limit: 1g\n/);
    expect(new URL(page.url()).searchParams.get('format')).toBe('v2x');
    await expect
      .poll(() => savedState(page, 'docker-run-to-docker-compose-converter'), { intervals: STORAGE_POLL })
      .toContain('docker run -m 1g nginx');
    await reopenTool(page);
    await expect(output).toHaveValue(/mem_limit: 1g/);
  });
});
