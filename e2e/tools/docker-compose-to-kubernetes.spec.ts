import { parseAllDocuments } from 'yaml';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('docker-compose-to-kubernetes: writes manifests; names a service without image; options and input survive a reload', async ({
  page,
}) => {
  const input = page.getByRole('textbox', { name: 'Compose file', exact: true });
  const output = page.getByRole('textbox', { name: 'Kubernetes manifests' });
  const kinds = async () => parseAllDocuments(await output.inputValue()).map((d) => (d.toJS() as { kind: string }).kind);

  await test.step('writes a PVC, a Deployment and a Service', async () => {
    await openTool(page, '/docker-compose-to-kubernetes');
    await input.fill(
      'services:\n  db:\n    image: postgres:16\n    ports: ["5432:5432"]\n    volumes: ["pgdata:/var/lib/postgresql/data"]\nvolumes:\n  pgdata: {}\n',
    );
    await expect(output).toHaveValue(/kind: Service/);
    expect(await kinds()).toEqual(['PersistentVolumeClaim', 'Deployment', 'Service']);
  });

  await test.step('names a service Kubernetes cannot run', async () => {
    await input.fill('services:\n  app:\n    build: .\n');
    await expect(page.getByRole('alert')).toContainText('Service "app" has no image');
  });

  await test.step('options and input survive a reload', async () => {
    await input.fill('services:\n  web:\n    image: nginx\n    ports: ["80:80"]\n');
    await page.getByRole('button', { name: 'NodePort', exact: true }).click();
    await expect(output).toHaveValue(/type: NodePort/);
    expect(new URL(page.url()).searchParams.get('serviceType')).toBe('NodePort');
    await expect.poll(() => savedState(page, 'docker-compose-to-kubernetes'), { intervals: STORAGE_POLL }).toContain('image: nginx');
    await reopenTool(page);
    await expect(output).toHaveValue(/type: NodePort/);
  });
});
