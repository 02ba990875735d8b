import { execFile, spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { apiTesterTool } from './meta.js';
import { apiTesterState } from './state.js';
import {
  buildRequest,
  charsetOf,
  checkHeader,
  formatBytes,
  isForbiddenRequestHeader,
  isSecretHeaderName,
  mediaType,
  parseJsonText,
  sendRequest,
  shellQuote,
  toCurl,
  toFetchArgs,
  viewResponseBody,
  type ApiRequestInput,
} from './api-tester.js';

const base: ApiRequestInput = { method: 'GET', url: 'https://api.example.com/items', params: [], headers: [], bodyType: 'none', body: '', formFields: [], rawContentType: 'text/plain' };
const req = (over: Partial<ApiRequestInput>) => buildRequest({ ...base, ...over });

/** Runs a script with POSIX sh and returns its standard output. */
function sh(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', script], { maxBuffer: 1 << 24 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/** The arguments sh passes to curl for a command from toCurl: a shell function stands in for curl. */
async function curlArgv(command: string): Promise<string[]> {
  const out = await sh(`curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}`);
  return out.split('\0').slice(0, -1);
}

describe('shellQuote (POSIX sh §2.2.2)', () => {
  it('leaves safe words bare and quotes the rest', () => {
    expect(shellQuote('https://a.example/x?y=1')).toBe("'https://a.example/x?y=1'"); // ? is a glob character
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('a-b_c.d')).toBe('a-b_c.d');
  });

  it('round-trips any text without NUL through sh', async () => {
    const words = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\0')), { numRuns: 300, seed: 42 });
    words.push("'", "''", '\\', '$HOME', '`id`', '"', '\n', ' a b ', '*', '!x', '~', '-n');
    const out = await sh(`printf '%s\\0' ${words.map(shellQuote).join(' ')}`);
    expect(out.split('\0').slice(0, -1)).toEqual(words);
  });
});

describe('buildRequest', () => {
  it('appends query parameters form-encoded, keeps the typed query and drops the fragment (WHATWG URL)', () => {
    const r = req({ url: 'https://a.example/s?x=1%202#frag', params: [{ name: 'q', value: 'a b&c' }, { name: '', value: 'skipped' }, { name: 'é', value: '' }] });
    expect(r.url).toBe('https://a.example/s?x=1%202&q=a+b%26c&%C3%A9=');
    expect(req({ url: 'https://a.example', params: [{ name: 'k', value: 'v' }] }).url).toBe('https://a.example/?k=v');
  });

  it('sets the Content-Type the body type implies unless a header sets one', () => {
    expect(req({ method: 'POST', bodyType: 'json', body: '{"a":1}' }).headers).toEqual([['Content-Type', 'application/json']]);
    expect(req({ method: 'POST', bodyType: 'json', body: '{}', headers: [{ name: 'content-type', value: 'application/merge-patch+json' }] }).headers).toEqual([['content-type', 'application/merge-patch+json']]);
    const form = req({ method: 'POST', bodyType: 'form', formFields: [{ name: 'a', value: '1 2' }, { name: 'b', value: 'ü' }] });
    expect(form.body).toEqual({ kind: 'text', text: 'a=1+2&b=%C3%BC' });
    expect(form.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']]);
    expect(req({ method: 'POST', bodyType: 'raw', body: '<a/>', rawContentType: 'application/xml' }).headers).toEqual([['Content-Type', 'application/xml']]);
    expect(req({ method: 'POST', bodyType: 'multipart', formFields: [{ name: 'f', value: 'v' }] }).headers).toEqual([]);
  });

  it('sends no body with GET or HEAD, and says so', () => {
    const r = req({ method: 'GET', bodyType: 'json', body: '{"a":1}' });
    expect(r.body).toBeNull();
    expect(r.warnings.join()).toMatch(/GET request has no body/);
  });

  it('names the part that is wrong', () => {
    expect(() => req({ url: '' })).toThrow(/^URL: enter/);
    expect(() => req({ url: 'example.com/x' })).toThrow(/^URL: "example.com\/x" is not an absolute URL/);
    expect(() => req({ url: 'ftp://a.example/' })).toThrow(/^URL: the scheme "ftp:"/);
    expect(() => req({ headers: [{ name: 'A', value: '1' }, { name: 'Bad Name', value: 'x' }] })).toThrow(/^Header 2: "Bad Name" is not a valid header name \(the character " " is not allowed\)/);
    expect(() => req({ headers: [{ name: 'X', value: 'a\r\nInjected: 1' }] })).toThrow(/^Header 1 \(X\): the value holds a line break/);
    expect(() => req({ method: 'POST', bodyType: 'multipart', headers: [{ name: 'Content-Type', value: 'multipart/form-data' }] })).toThrow(/boundary/);
  });

  it('places a JSON body error on its line and column', () => {
    let error: unknown;
    try {
      req({ method: 'POST', bodyType: 'json', body: '{\n  "a": 1,\n  "b": }' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toMatch(/^Body \(JSON\): Line 3, column 8: /);
    expect((error as ToolInputError).line).toBe(3);
    expect(() => parseJsonText("{'a': 1}", 'Body (JSON)')).toThrow(/JSON5, not strict JSON/);
    expect(parseJsonText('[1, "x", null]', 'Body (JSON)')).toEqual([1, 'x', null]);
  });

  it('warns about headers a page cannot set (Fetch Standard) and leaves them out of fetch', () => {
    const r = req({ headers: [{ name: 'Host', value: 'b.example' }, { name: 'X-Ok', value: '1' }] });
    expect(r.warnings[0]).toMatch(/Header 1: browsers do not let a page set Host/);
    expect(toFetchArgs(r)[1].headers).toEqual([['X-Ok', '1']]);
    expect(isForbiddenRequestHeader('Sec-Fetch-Mode')).toBe(true);
    expect(isForbiddenRequestHeader('Proxy-Authorization')).toBe(true);
    expect(isForbiddenRequestHeader('Accept')).toBe(false);
  });

  it('treats credential headers as secrets', () => {
    for (const name of ['Authorization', 'proxy-authorization', 'Cookie', 'X-API-Key', 'X-Auth-Token', 'api_key'.replace('_', '-')]) expect(isSecretHeaderName(name), name).toBe(true);
    for (const name of ['Accept', 'Content-Type', 'X-Request-Id', 'User-Agent']) expect(isSecretHeaderName(name), name).toBe(false);
  });

  it('checks header names per RFC 9110 §5.6.2', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,20}$/), fc.string().filter((v) => !/[\r\n\0]/.test(v)), (name, value) => {
        checkHeader({ name, value }, 0);
      }),
    );
    for (const bad of ['a:b', 'a b', 'é', '(x)', 'a"b']) expect(() => checkHeader({ name: bad, value: '' }, 0), bad).toThrow(ToolInputError);
  });
});

describe('toCurl', () => {
  it('gives curl exactly the request, as sh parses it', async () => {
    const r = req({
      method: 'PUT',
      url: "https://a.example/it's?x=[1]",
      headers: [{ name: 'Authorization', value: 'Bearer a$b`c' }, { name: 'X-Empty', value: '' }],
      bodyType: 'json',
      body: '{"msg": "it\'s \\"quoted\\"\\n$(rm -rf /)"}',
    });
    expect(await curlArgv(toCurl(r))).toEqual([
      '--globoff',
      '--request',
      'PUT',
      "https://a.example/it's?x=[1]",
      '--header',
      'Authorization: Bearer a$b`c',
      '--header',
      'X-Empty;',
      '--header',
      'Content-Type: application/json',
      '--data-raw',
      '{"msg": "it\'s \\"quoted\\"\\n$(rm -rf /)"}',
    ]);
    expect(await curlArgv(toCurl(req({ method: 'HEAD' })))).toEqual(['--head', 'https://api.example.com/items']);
    expect(await curlArgv(toCurl(req({ method: 'POST', bodyType: 'multipart', formFields: [{ name: 'file', value: '@/etc/passwd' }] })))).toEqual([
      'https://api.example.com/items',
      '--form-string',
      'file=@/etc/passwd',
    ]);
  });

  it('writes the time limit as --max-time (curl(1)), none for 0', async () => {
    expect(toCurl(req({}), { timeoutSeconds: 30 })).toBe('curl --max-time 30 https://api.example.com/items');
    expect(await curlArgv(toCurl(req({}), { timeoutSeconds: 30 }))).toEqual(['--max-time', '30', 'https://api.example.com/items']);
    expect(toCurl(req({}), { timeoutSeconds: 0 })).toBe('curl https://api.example.com/items');
  });

  it('omits --request when curl infers the method (GET, POST with data)', () => {
    expect(toCurl(req({}))).toBe('curl https://api.example.com/items');
    expect(toCurl(req({ method: 'POST', bodyType: 'raw', body: 'x' }))).toBe("curl https://api.example.com/items \\\n  --header 'Content-Type: text/plain' \\\n  --data-raw x");
  });

  describe('against a real server, curl and fetch send the same request', () => {
    let server: Server;
    let origin = '';
    const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
          response.end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.skipIf(spawnSync('sh', ['-c', 'command -v curl']).status !== 0).each([
      ['JSON', { method: 'PATCH', bodyType: 'json', body: '{"é": "it\'s", "n": [1,2]}' }],
      ['form', { method: 'POST', bodyType: 'form', formFields: [{ name: 'a b', value: "x&y=z'" }] }],
      ['raw', { method: 'DELETE', bodyType: 'raw', body: 'line 1\nline 2 $HOME', rawContentType: 'text/csv; charset=utf-8' }],
      ['multipart', { method: 'POST', bodyType: 'multipart', formFields: [{ name: 'f', value: '@not-a-file' }, { name: 'g', value: "q'uote\nline" }] }],
    ] as [string, Partial<ApiRequestInput>][])('%s', async (_label, over) => {
      const r = buildRequest({ ...base, url: `${origin}/p/it's?x=1`, params: [{ name: 'q', value: 'a b' }], headers: [{ name: 'X-Test', value: "v'1" }], ...over });
      seen.length = 0;
      await sh(`${toCurl(r)} --silent --output /dev/null`);
      const [url, init] = toFetchArgs(r);
      await (await fetch(url, init)).text();
      expect(seen).toHaveLength(2);
      const [byCurl, byFetch] = seen as [(typeof seen)[number], (typeof seen)[number]];
      expect(byCurl.method).toBe(r.method);
      expect(byCurl.method).toBe(byFetch.method);
      expect(byCurl.url).toBe(byFetch.url);
      expect(byCurl.url).toBe("/p/it's?x=1&q=a+b");
      expect(byCurl.headers['x-test']).toBe("v'1");
      expect(byFetch.headers['x-test']).toBe("v'1");
      if (r.body?.kind === 'multipart') {
        const read = (s: (typeof seen)[number]) => new Response(new Uint8Array(s.body), { headers: { 'content-type': s.headers['content-type']! } }).formData();
        const [a, b] = await Promise.all([read(byCurl), read(byFetch)]);
        expect([...a]).toEqual([...b]);
        // HTML Standard: a browser sends a text field's line breaks as CRLF; toCurl does the same.
        expect([...a]).toEqual(r.body.fields.map((f) => [f.name, f.value.replace(/\r?\n/g, '\r\n')]));
      } else {
        expect(byCurl.headers['content-type']).toBe(byFetch.headers['content-type']);
        expect(byCurl.body.toString('utf8')).toBe(byFetch.body.toString('utf8'));
        expect(byCurl.body.toString('utf8')).toBe((r.body as { text: string }).text);
      }
    });
  });
});

describe('sendRequest', () => {
  it('reads status, sorted headers, timings and the body; a 404 is a result, not an error', async () => {
    let clock = 0;
    const fake = (async (url: string, init: RequestInit) => {
      expect(url).toBe('https://api.example.com/items?a=1');
      expect(init.method).toBe('GET');
      expect(init.credentials).toBe('omit');
      clock = 40;
      return new Response('{"error":"none"}', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'application/json', 'X-B': '2', 'A-X': '1' } });
    }) as unknown as typeof fetch;
    const r = await sendRequest(req({ params: [{ name: 'a', value: '1' }] }), { fetch: fake, now: () => clock });
    expect(r.status).toBe(404);
    expect(r.headers.map(([n]) => n)).toEqual(['a-x', 'content-type', 'x-b']);
    expect(r.totalMs).toBe(40);
    expect(new TextDecoder().decode(r.bytes)).toBe('{"error":"none"}');
  });

  it('explains a failed fetch (offline, unreachable/CORS, cancelled)', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(sendRequest(req({}), { fetch: failing, online: false })).rejects.toMatchObject({ kind: 'offline' });
    const e = await sendRequest(req({}), { fetch: failing }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).message).toMatch(/Could not reach api.example.com.*CORS/);
    const controller = new AbortController();
    controller.abort();
    await expect(sendRequest(req({}), { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    await expect(sendRequest(req({ method: 'PUT' }), { fetch: failing, noCors: true })).rejects.toThrow(/only send GET, HEAD or POST/);
  });

  it('gives up after the time limit with a timeout, and a cancel still cancels', async () => {
    // A server that never answers: the request ends only when its signal aborts.
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error), { once: true }))) as unknown as typeof fetch;
    const e = await sendRequest(req({}), { fetch: hanging, timeoutSeconds: 1 }).catch((x: unknown) => x);
    expect(e).toMatchObject({ kind: 'timeout', message: 'api.example.com did not answer in time.' });
    const controller = new AbortController();
    const pending = sendRequest(req({}), { fetch: hanging, timeoutSeconds: 60, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('viewResponseBody', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('pretty-prints JSON with two spaces (RFC 8259)', () => {
    expect(viewResponseBody(bytes('{"a":[1,{"b":null}]}'), 'application/problem+json')).toEqual({ kind: 'json', text: '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}' });
    expect(viewResponseBody(bytes('[1]'), 'text/plain').kind).toBe('json');
    expect(viewResponseBody(bytes('{oops'), 'application/json')).toEqual({ kind: 'text', text: '{oops' });
  });
  it('decodes text with its charset, shows images and dumps binary', () => {
    expect(viewResponseBody(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'text/plain; charset=ISO-8859-1')).toEqual({ kind: 'text', text: 'café' });
    expect(viewResponseBody(new Uint8Array([0x89, 0x50]), 'image/png')).toEqual({ kind: 'image', mimeType: 'image/png' });
    expect(viewResponseBody(new Uint8Array([0xff, 0xfe, 0x00]), 'application/octet-stream')).toEqual({ kind: 'binary', hex: 'ff fe 00' });
    expect(viewResponseBody(new Uint8Array(), null)).toEqual({ kind: 'empty' });
  });
  it('reads media types and charsets (RFC 9110 §8.3)', () => {
    expect(mediaType('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(charsetOf('text/html; Charset="Shift_JIS"')).toBe('shift_jis');
    expect(charsetOf(null)).toBe('utf-8');
  });
  it('formats sizes with binary prefixes (IEC 80000-13)', () => {
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MiB');
  });
});

describe('tool contract', () => {
  it('has examples that are valid states and build valid requests', () => {
    expectExamplesMatchState(apiTesterTool, apiTesterState);
    for (const example of apiTesterTool.examples ?? []) {
      const state = { ...base, ...(example.state as Partial<ApiRequestInput>) };
      expect(() => buildRequest(state), example.label).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => buildRequest({ ...base, url: s }));
    fuzzToolFunction((s: string) => buildRequest({ ...base, url: 'https://a.example', method: 'POST', bodyType: 'json', body: s }));
    fuzzToolFunction((s: string) => buildRequest({ ...base, headers: [{ name: s, value: s }], params: [{ name: s, value: s }] }));
    fuzzToolFunction((s: string) => toCurl(buildRequest({ ...base, method: 'POST', bodyType: 'multipart', formFields: [{ name: s, value: s }] })));
    fuzzToolFunction((s: string) => viewResponseBody(new TextEncoder().encode(s), s));
    fuzzToolFunction((s: string) => parseJsonText(s, 'Body'));
  });
});
