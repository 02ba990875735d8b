import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('nginx-formatter: indents a configuration as you type, comments kept; names the line of an unclosed block; options and input survive a reload', async ({
  page,
}) => {
  await test.step('indents a configuration as you type, comments kept', async () => {
    await openTool(page, '/nginx-formatter');
    await page.getByRole('textbox', { name: 'Nginx configuration' }).fill('server { listen 80; # web\nlocation / { root html; }\n}');
    await expect(page.getByRole('textbox', { name: 'Formatted configuration' })).toHaveValue(
      'server {\n    listen 80; # web\n    location / {\n        root html;\n    }\n}\n',
    );
  });

  await test.step('names the line of an unclosed block', async () => {
    const input = page.getByRole('textbox', { name: 'Nginx configuration' });
    await input.fill('http {\n  server {\n    listen 80;\n  }\n');
    await expect(page.getByRole('alert')).toContainText('the block "http" opened at line 1 is not closed');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('options and input survive a reload', async () => {
    await openTool(page, '/nginx-formatter');
    await page.getByLabel('Indent').selectOption('2');
    await page.getByRole('textbox', { name: 'Nginx configuration' }).fill('events{worker_connections 1024;}');
    const output = page.getByRole('textbox', { name: 'Formatted configuration' });
    await expect(output).toHaveValue('events {\n  worker_connections 1024;\n}\n');
    expect(new URL(page.url()).searchParams.get('indent')).toBe('2');
    await expect.poll(() => savedState(page, 'nginx-formatter'), { intervals: STORAGE_POLL }).toContain('worker_connections 1024;');
    await reopenTool(page);
    await expect(output).toHaveValue('events {\n  worker_connections 1024;\n}\n');
  });
});
