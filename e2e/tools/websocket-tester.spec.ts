import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// A WebSocket server on 127.0.0.1: picks the `chat` subprotocol when offered and echoes each message.
let server: WebSocketServer;
let port = 0;
/** A port nothing listens on (a server opened on it, then closed). */
let closedPort = 0;
test.beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: (p) => (p.has('chat') ? 'chat' : false) });
  server.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo: ${data.toString()}`)));
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('websocket-tester: connects with a subprotocol, sends text and JSON, logs both ways and the close code and reason; validates JSON and the close code; explains a failed connection; keeps the form', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const log = page.getByRole('log', { name: 'Message log' });
  const state = page.getByRole('status', { name: 'Connection state' });

  await test.step('connects, sends and receives, closes with a code and reason (RFC 6455 §7.4)', async () => {
    await openTool(page, '/websocket-tester');
    await expect(state).toHaveText('Not connected');
    await page.getByLabel('WebSocket URL').fill(`ws://127.0.0.1:${port}/chat`);
    await page.getByLabel('Subprotocols (optional)').fill('chat');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(state).toHaveText('Connected');
    await expect(log).toContainText(`✓ open: connected to ws://127.0.0.1:${port}/chat (subprotocol chat)`);
    await page.getByLabel('Message', { exact: true }).fill('héllo');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByRole('listitem').last()).toHaveText(/^\d\d:\d\d:\d\d\.\d{3} ← received: echo: héllo$/);

    await page.getByRole('button', { name: 'JSON (validated)' }).click();
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('{"type": }');
    await expect(message).toHaveAccessibleDescription(/^Message \(JSON\): Line 1, column 10: /);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await message.fill('{"type": "ping"}');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByRole('listitem').last()).toHaveText(/← received: echo: \{"type": "ping"\}$/);

    const code = page.getByLabel('Close code');
    await code.fill('1001');
    await expect(code).toHaveAccessibleDescription(/^Close code: a page may close with 1000 or a code from 3000 to 4999, not 1001/);
    await code.fill('4001');
    await page.getByLabel('Close reason (optional)').fill('done');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(state).toHaveText('Not connected');
    await expect(log.getByRole('listitem').last()).toHaveText(/× closed: code 4001 private use, reason "done"$/);
    await expect(page.getByRole('button', { name: 'Copy log' })).toBeEnabled();
    await page.getByRole('button', { name: 'Clear log' }).click();
    await expect(log).toHaveText('Nothing yet.');
  });

  await test.step('refuses an address that is not a WebSocket URL', async () => {
    const url = page.getByLabel('WebSocket URL');
    await url.fill('ftp://127.0.0.1/');
    await expect(url).toHaveAccessibleDescription(/^URL: the scheme "ftp:" is not a WebSocket scheme/);
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeDisabled();
  });

  await test.step('explains a connection that cannot be made (1006)', async () => {
    await page.getByLabel('WebSocket URL').fill(`ws://127.0.0.1:${closedPort}/`);
    await page.getByLabel('Subprotocols (optional)').fill('');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(log).toContainText(`! error: Could not reach 127.0.0.1:${closedPort}.`);
    await expect(log.getByRole('listitem').last()).toHaveText(/× closed: code 1006 Abnormal Closure/);
    allowConsoleErrors(consoleErrors, /WebSocket connection to .* failed/);
  });

  await test.step('keeps the address, message and format after a reload', async () => {
    await reopenTool(page);
    await expect(page.getByLabel('WebSocket URL')).toHaveValue(`ws://127.0.0.1:${closedPort}/`);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('{"type": "ping"}');
    await expect(page.getByRole('button', { name: 'JSON (validated)' })).toHaveAttribute('aria-pressed', 'true');
  });
});
