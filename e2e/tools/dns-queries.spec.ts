import type { Route } from '@playwright/test';
import * as dnsPacket from '@leichtgewicht/dns-packet';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

const cors = { 'access-control-allow-origin': '*' };

/** A DoH resolver stand-in (RFC 8484 §4.2): decodes the GET query, answers with MX records and the AD flag. */
function wireResolver(seen: dnsPacket.Packet[]) {
  return (route: Route) => {
    const dns = new URL(route.request().url()).searchParams.get('dns') ?? '';
    const query = dnsPacket.decode(new Uint8Array(Buffer.from(dns, 'base64url')));
    seen.push(query);
    const question = query.questions![0]!;
    const body = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | dnsPacket.AUTHENTIC_DATA,
      questions: [question],
      answers: [
        { type: 'MX', name: question.name, ttl: 300, data: { preference: 10, exchange: `mail.${question.name}` } },
        { type: 'MX', name: question.name, ttl: 300, data: { preference: 20, exchange: `backup.${question.name}` } },
      ],
    });
    return route.fulfill({ body: Buffer.from(body), headers: { ...cors, 'content-type': 'application/dns-message' } });
  };
}

test('dns-queries: sends an RFC 8484 query or a JSON API query when asked, shows records with TTLs and the DNSSEC flag, builds PTR names, explains bad names and failures; options stay in the address', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(40_000);
  await test.step('asks Cloudflare in wire format for MX records', async () => {
    const seen: dnsPacket.Packet[] = [];
    await page.route('https://cloudflare-dns.com/dns-query?**', wireResolver(seen));
    await openTool(page, '/dns-queries');
    await page.getByLabel('Domain name').fill('example.org');
    await page.getByLabel('Record type').selectOption('MX');
    await expect(page.getByLabel('Request', { exact: true })).toContainText('https://cloudflare-dns.com/dns-query?dns=');
    expect(seen).toEqual([]); // nothing sent before the button
    await page.getByRole('button', { name: 'Send query' }).click();
    const answer = page.getByRole('table', { name: 'Answer' });
    await expect(answer.getByRole('row')).toHaveCount(3);
    await expect(answer.getByRole('row').nth(1)).toContainText('example.org.');
    await expect(answer.getByRole('row').nth(1)).toContainText('10 mail.example.org.');
    await expect(answer.getByRole('row').nth(1)).toContainText('300 s (5m)');
    await expect(page.getByLabel('DNSSEC (AD flag)', { exact: true })).toHaveText('Validated by the resolver (AD set)');
    await expect(page.getByLabel('Status', { exact: true })).toHaveText('NOERROR — No error');
    // RFC 8484 §4.1: the message is sent with ID 0; the question is the one typed.
    expect(seen[0]!.id).toBe(0);
    expect(seen[0]!.questions).toEqual([{ name: 'example.org', type: 'MX', class: 'IN' }]);
  });

  await test.step('builds the reverse name of an address and asks the Google JSON API', async () => {
    const asked: string[] = [];
    await page.route('https://dns.google/resolve?**', (route: Route) => {
      asked.push(route.request().url());
      return route.fulfill({
        json: { Status: 0, TC: false, RD: true, RA: true, AD: false, CD: false, Answer: [{ name: '8.8.8.8.in-addr.arpa.', type: 12, TTL: 21600, data: 'dns.google.' }] },
        headers: cors,
      });
    });
    await page.getByLabel('Record type').selectOption('PTR');
    await page.getByLabel('Domain name').fill('8.8.8.8');
    await page.getByLabel('Resolver').selectOption('google');
    await page.getByTestId('tool-area').getByRole('button', { name: 'JSON API', exact: true }).click();
    // RFC 1035 §3.5: the octets reversed under in-addr.arpa.
    await expect(page.getByLabel('Query name', { exact: true })).toHaveText('8.8.8.8.in-addr.arpa');
    await page.getByRole('button', { name: 'Send query' }).click();
    const answer = page.getByRole('table', { name: 'Answer' });
    await expect(answer.getByRole('row').nth(1)).toContainText('dns.google.');
    await expect(answer.getByRole('row').nth(1)).toContainText('21600 s (6h)');
    await expect(page.getByLabel('DNSSEC (AD flag)', { exact: true })).toHaveText('Not validated (AD not set)');
    expect(asked).toEqual(['https://dns.google/resolve?name=8.8.8.8.in-addr.arpa&type=PTR']);
    await expect(page).toHaveURL(/type=PTR/);
    await expect(page).toHaveURL(/resolver=google/);
    await expect(page).toHaveURL(/format=json/);
  });

  await test.step('explains a bad name, a resolver without JSON, an HTTP error and being offline', async () => {
    const name = page.getByLabel('Domain name');
    await page.getByLabel('Record type').selectOption('A');
    await name.fill('exa mple.com');
    await expect(page.getByText('The character “ ” at position 4 is not allowed in a domain name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Send query' })).toBeDisabled();
    await name.fill('example.com');

    await page.getByLabel('Resolver').selectOption('quad9');
    await expect(page.getByRole('alert')).toContainText('has no JSON API');
    await page.getByRole('button', { name: 'Wire (RFC 8484)', exact: true }).click();
    await page.route('https://dns.quad9.net/**', (route: Route) => route.fulfill({ status: 502, body: '', headers: cors }));
    await page.getByRole('button', { name: 'Send query' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^dns\.quad9\.net answered 502( Bad Gateway)?\.$/);
    allowConsoleErrors(consoleErrors, /502/);

    await page.unrouteAll({ behavior: 'ignoreErrors' }); // routed requests would be answered even offline
    await context.setOffline(true);
    await name.fill('example.net');
    await page.getByRole('button', { name: 'Send query' }).click();
    await expect(page.getByRole('alert')).toContainText('You are offline: this tool needs to reach dns.quad9.net');
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await context.setOffline(false);
  });

  await test.step('the name survives a reload, the options stay in the address', async () => {
    await reopenTool(page);
    await expect(page.getByLabel('Domain name')).toHaveValue('example.net');
    await expect(page.getByLabel('Resolver')).toHaveValue('quad9');
    await expect(page.getByRole('button', { name: 'Wire (RFC 8484)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
