import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strFromU8, unzipSync } from 'fflate';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// Files served on 127.0.0.1 (another origin than the app) with CORS headers, except /nocors.
const FILES: Record<string, { body: string; headers?: Record<string, string> }> = {
  '/files/a.txt': { body: 'first file\n' },
  '/other/a.txt': { body: 'same name, other folder\n' },
  '/cv': { body: '{"name":"Ada"}', headers: { 'Content-Type': 'application/json', 'Content-Disposition': "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.json" } },
};
let server: Server;
let origin = '';
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path !== '/nocors') response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    const file = FILES[path];
    if (path === '/nocors') return response.end('hidden');
    if (!file) {
      response.statusCode = 404;
      return response.end('not found');
    }
    for (const [name, value] of Object.entries(file.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Content-Length', Buffer.byteLength(file.body));
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('multi-link-downloader: downloads links with progress and zips them (names from Content-Disposition or the path, de-duplicated), listing failures per link; flags bad lines; keeps the list', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const table = page.getByRole('table', { name: 'Links' });
  const row = (line: number) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });

  await test.step('downloads, zips what arrived and lists what failed', async () => {
    await openTool(page, '/multi-link-downloader');
    const links = page.getByLabel('Links, one per line');
    await links.fill(
      [`${origin}/files/a.txt`, `${origin}/other/a.txt`, `${origin}/cv`, `# a comment`, `${origin}/missing`, `${origin}/nocors`, 'not a link'].join('\n'),
    );
    await expect(links).toHaveAccessibleDescription(/^Line 7: "not a link" is not an absolute URL/);
    await expect(row(7)).toContainText('Line 7: "not a link" is not an absolute URL');
    await page.getByLabel('Downloads at once').selectOption('2');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('downloads.zip');
    const zip = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    expect(Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual({
      'a.txt': 'first file\n',
      'a (1).txt': 'same name, other folder\n',
      'résumé.json': '{"name":"Ada"}',
    });
    await expect(page.getByRole('status', { name: 'Download status' })).toHaveText(/^Zipped 3 files \(\d+ B\)\. 2 links failed: see the list\.$/);
    await expect(row(1)).toContainText('11 B of 11 B');
    await expect(row(1)).toContainText('Saved as a.txt');
    await expect(row(2)).toContainText('Saved as a (1).txt');
    await expect(row(3)).toContainText('Saved as résumé.json');
    await expect(row(5)).toContainText(`${origin.slice(7)} answered 404 Not Found.`);
    await expect(row(6)).toContainText(`Could not reach ${origin.slice(7)}.`);
    allowConsoleErrors(consoleErrors, /404|CORS policy|Failed to load resource/);
  });

  await test.step('offers nothing to download when no line is a link', async () => {
    const links = page.getByLabel('Links, one per line');
    await links.fill('ftp://127.0.0.1/file');
    await expect(links).toHaveAccessibleDescription(/^Line 1: the scheme "ftp:" cannot be downloaded/);
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();
  });

  await test.step('keeps the list and the options after a reload', async () => {
    await page.getByLabel('Links, one per line').fill(`${origin}/files/a.txt`);
    await reopenTool(page);
    await expect(page.getByLabel('Links, one per line')).toHaveValue(`${origin}/files/a.txt`);
    await expect(page.getByLabel('Downloads at once')).toHaveValue('2');
  });
});
