import { describe, expect, it, vi } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { myIpTool } from './meta.js';
import { myIpState } from './state.js';
import { fetchMyIp, lookupMyIp, MY_IP_ENDPOINTS, parseIpifyAnswer } from './my-ip.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('parseIpifyAnswer', () => {
  // ipify's documented answer shape: {"ip":"98.207.254.136"} (https://www.ipify.org/, "Code samples").
  it('reads the documented answer', () => {
    expect(parseIpifyAnswer({ ip: '98.207.254.136' }, 'ipv4')).toEqual({ version: 4, address: '98.207.254.136' });
  });

  it('writes IPv6 in the RFC 5952 form (lowercase, longest zero run compressed)', () => {
    // RFC 5952 §4.2.3 / §4.3: 2001:DB8:0:0:1:0:0:1 is written 2001:db8::1:0:0:1.
    expect(parseIpifyAnswer({ ip: '2001:DB8:0:0:1:0:0:1' }, 'ipv6')).toEqual({ version: 6, address: '2001:db8::1:0:0:1' });
  });

  it('rejects an answer of the wrong version, a non-address and a missing field', () => {
    expect(() => parseIpifyAnswer({ ip: '2001:db8::1' }, 'ipv4')).toThrow('Expected an IPv4 address');
    expect(() => parseIpifyAnswer({ ip: '192.0.2.1' }, 'ipv6')).toThrow('Expected an IPv6 address');
    expect(() => parseIpifyAnswer({ ip: '999.1.1.1' }, 'preferred')).toThrow(ToolInputError);
    expect(() => parseIpifyAnswer({ address: '192.0.2.1' }, 'preferred')).toThrow('no "ip" field');
    expect(() => parseIpifyAnswer('192.0.2.1', 'preferred')).toThrow(ToolInputError);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseIpifyAnswer({ ip: s }, 'preferred'));
  });
});

describe('fetchMyIp and lookupMyIp (mocked fetch)', () => {
  it('asks the endpoint of each kind and reads its answer', async () => {
    const fetch = vi.fn(async (url: string) => json({ ip: new URL(url).host === 'api6.ipify.org' ? '2001:db8::7' : '203.0.113.7' }));
    await expect(fetchMyIp('ipv4', { fetch })).resolves.toEqual({ version: 4, address: '203.0.113.7' });
    expect(fetch).toHaveBeenCalledWith(MY_IP_ENDPOINTS.ipv4, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    const report = await lookupMyIp(['ipv4', 'ipv6'], { fetch });
    expect(report).toEqual({ ipv4: { ok: true, version: 4, address: '203.0.113.7' }, ipv6: { ok: true, version: 6, address: '2001:db8::7' } });
    expect(fetch.mock.calls.map(([url]) => new URL(url).host).sort()).toEqual(['api.ipify.org', 'api.ipify.org', 'api6.ipify.org']);
  });

  it('says an IPv6 failure while IPv4 works means no IPv6 connection', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (new URL(url).host === 'api6.ipify.org') throw new TypeError('Failed to fetch');
      return json({ ip: '203.0.113.7' });
    });
    const report = await lookupMyIp(['ipv4', 'ipv6', 'preferred'], { fetch, online: true });
    expect(report.ipv4).toMatchObject({ ok: true });
    expect(report.ipv6).toMatchObject({ ok: false, kind: 'unreachable', message: expect.stringContaining('no IPv6 connection') });
    expect(report.preferred).toMatchObject({ ok: true, address: '203.0.113.7' });
  });

  it('reports offline and HTTP errors per address without throwing', async () => {
    const offline = await lookupMyIp(['ipv4'], { fetch: () => Promise.reject(new TypeError('Failed to fetch')), online: false });
    expect(offline.ipv4).toMatchObject({ ok: false, kind: 'offline', message: expect.stringContaining('You are offline') });
    const busy = await lookupMyIp(['ipv4'], { fetch: async () => new Response('busy', { status: 429, statusText: 'Too Many Requests' }) });
    expect(busy.ipv4).toEqual({ ok: false, kind: 'http', message: 'api.ipify.org answered 429 Too Many Requests.' });
    const html = await lookupMyIp(['ipv4'], { fetch: async () => new Response('<html>') });
    expect(html.ipv4).toMatchObject({ ok: false, kind: 'answer', message: expect.stringContaining('not JSON') });
  });

  it('rethrows a cancellation and reports a timeout', async () => {
    const controller = new AbortController();
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    const pending = lookupMyIp(['ipv4'], { fetch: hang, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((e) => e instanceof NetworkError && e.kind === 'aborted');
    const slow = await lookupMyIp(['ipv4'], { fetch: hang, timeoutMs: 10 });
    expect(slow.ipv4).toMatchObject({ ok: false, kind: 'timeout' });
  });
});

describe('meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(myIpTool, myIpState);
  });

  it('declares every host it contacts', () => {
    expect(new Set(Object.values(MY_IP_ENDPOINTS).map((u) => new URL(u).hostname))).toEqual(new Set(myIpTool.network));
  });
});
