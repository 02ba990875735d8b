import { parseAllDocuments } from 'yaml';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('docker-run-to-kubernetes: writes manifests from docker run; names a bad option; options and input survive a reload', async ({
  page,
}) => {
  const input = page.getByRole('textbox', { name: 'docker run commands' });
  const output = page.getByRole('textbox', { name: 'Kubernetes manifests' });

  await test.step('writes a PVC, a Deployment and a Service', async () => {
    await openTool(page, '/docker-run-to-kubernetes');
    await input.fill(
      'docker run -d --name some-postgres -e POSTGRES_PASSWORD=secret -p 5432:5432 -v pgdata:/var/lib/postgresql/data postgres:16',
    );
    await expect(output).toHaveValue(/kind: Service/);
    const docs = parseAllDocuments(await output.inputValue()).map((d) => d.toJS() as { kind: string; metadata: { name: string } });
    expect(docs.map((d) => `${d.kind}/${d.metadata.name}`)).toEqual([
      'PersistentVolumeClaim/pgdata',
      'Deployment/some-postgres',
      'Service/some-postgres',
    ]);
  });

  await test.step('names the option it does not know', async () => {
    await input.fill('docker run --bogus nginx');
    await expect(page.getByRole('alert')).toContainText('Line 1: unknown docker run option --bogus');
  });

  await test.step('options and input survive a reload', async () => {
    await input.fill('docker run -v data:/data busybox');
    await page.getByRole('textbox', { name: 'Volume size' }).fill('5Gi');
    await expect(output).toHaveValue(/storage: 5Gi/);
    expect(new URL(page.url()).searchParams.get('storage')).toBe('5Gi');
    await expect.poll(() => savedState(page, 'docker-run-to-kubernetes'), { intervals: STORAGE_POLL }).toContain('busybox');
    await reopenTool(page);
    await expect(output).toHaveValue(/storage: 5Gi/);
  });
});
