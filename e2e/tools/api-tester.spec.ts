import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// A server on 127.0.0.1 (another origin than the app): /echo answers with CORS headers and
// echoes the request as JSON; /nocors answers without CORS headers, so the browser refuses it;
// /slow answers after 3 s.
let server: Server;
let origin = '';
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.url?.startsWith('/nocors')) return response.end('no CORS here');
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('late'), 3000);
      response.setHeader('Access-Control-Expose-Headers', 'X-Exposed');
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '');
        response.statusCode = 204;
        return response.end();
      }
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Exposed', 'yes');
      response.setHeader('X-Hidden', 'not exposed');
      response.end(
        JSON.stringify({ method: request.method, url: request.url, authorization: request.headers.authorization ?? null, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('api-tester: sends a request with parameters, a credential header and a JSON body, shows the response and curl; places a JSON error; explains a CORS refusal; keeps the form but not the credential', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await test.step('sends the request and shows status, readable headers, pretty JSON and the curl command', async () => {
    await openTool(page, '/api-tester');
    await expect(page.getByRole('status', { name: 'Response status' })).toHaveText('Nothing sent yet.');
    await page.getByLabel('Method').selectOption('POST');
    await page.getByLabel('URL', { exact: true }).fill(`${origin}/echo?x=1`);
    await page.getByRole('button', { name: 'Add query parameter' }).click();
    await page.getByLabel('Query parameter 1 name').fill('q');
    await page.getByLabel('Query parameter 1 value').fill('a b&c');
    await page.getByRole('button', { name: 'Add header' }).click();
    await page.getByLabel('Header 1 name').fill('Authorization');
    await page.getByLabel('Header 1 value').fill('Bearer s3cret');
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await page.getByLabel('Body (JSON)').fill('{"hello": "wörld"}');
    const curl = page.getByLabel('The request as a curl command (POSIX shell)');
    await expect(curl).toHaveValue(
      `curl ${`'${origin}/echo?x=1&q=a+b%26c'`} \\\n  --header 'Authorization: Bearer s3cret' \\\n  --header 'Content-Type: application/json' \\\n  --data-raw '{"hello": "wörld"}'`,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status', { name: 'Response status' })).toHaveText(/^200 OK · \d+ ms · \d+ B$/);
    const body = page.getByLabel('Response body (JSON, pretty-printed)');
    await expect(body).toHaveValue(
      JSON.stringify({ method: 'POST', url: '/echo?x=1&q=a+b%26c', authorization: 'Bearer s3cret', body: '{"hello": "wörld"}' }, null, 2),
    );
    // CORS (Fetch Standard): the safelisted Content-Length and Content-Type and the exposed
    // X-Exposed are readable; X-Hidden, Date and Connection, which the server also sent, are not.
    const headers = page.getByRole('table', { name: 'Response headers' });
    await expect(headers.getByRole('rowheader')).toHaveText(['content-length', 'content-type', 'x-exposed']);
  });

  await test.step('places an invalid JSON body on its line and column and blocks Send', async () => {
    const body = page.getByLabel('Body (JSON)');
    await body.fill('{\n  "a": 1,\n}');
    // The comma ending line 2 (column 9) is JSON5's trailing comma, not RFC 8259 JSON.
    await expect(body).toHaveAccessibleDescription('Body (JSON): Line 2, column 9: trailing comma (JSON5, not strict JSON: RFC 8259).');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  await test.step('explains a request the server does not allow from other sites (CORS)', async () => {
    await page.getByLabel('Method').selectOption('GET');
    await page.getByLabel('URL', { exact: true }).fill(`${origin}/nocors`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(`Could not reach ${origin.slice(7)}.`);
    await expect(page.getByRole('alert')).toContainText('(CORS)');
    allowConsoleErrors(consoleErrors, /CORS policy|Failed to load resource/);
  });

  await test.step('gives up after the time limit; the limit is in the curl command; a bad limit is named', async () => {
    const limit = page.getByLabel('Time limit, seconds (0: none)');
    await limit.fill('-1');
    await expect(limit).toHaveAccessibleDescription(/Enter a whole number of seconds from 0 to 3600\./);
    await limit.fill('1');
    await page.getByLabel('URL', { exact: true }).fill(`${origin}/slow`);
    await expect(page.getByLabel('The request as a curl command (POSIX shell)')).toHaveValue(`curl --max-time 1 '${origin}/slow?q=a+b%26c' \\\n  --header 'Authorization: Bearer s3cret'`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(`${origin.slice(7)} did not answer in time.`);
    await limit.fill('0');
    await page.getByLabel('URL', { exact: true }).fill(`${origin}/nocors`);
  });

  await test.step('keeps the form after a reload, without the credential', async () => {
    await expect.poll(() => savedState(page, 'api-tester'), { intervals: STORAGE_POLL }).toContain('/nocors');
    expect(await savedState(page, 'api-tester')).not.toContain('s3cret');
    await reopenTool(page);
    await expect(page.getByLabel('URL', { exact: true })).toHaveValue(`${origin}/nocors`);
    await expect(page.getByLabel('Query parameter 1 value')).toHaveValue('a b&c');
    await expect(page.getByLabel('Header 1 name')).toHaveValue('Authorization');
    await expect(page.getByLabel('Header 1 value')).toHaveValue('');
  });
});
