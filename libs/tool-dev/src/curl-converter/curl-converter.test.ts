import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { curlConverterTool } from './meta.js';
import { curlConverterState } from './state.js';
import { convertCurl, CURL_TARGET_IDS, locateCurlError, normalizeCurlCommand } from './curl-converter.js';

// In Node curlconverter parses with native tree-sitter; the browser build uses the WASM (e2e).
const json = async (command: string) => JSON.parse((await convertCurl(command, 'json')).code) as Record<string, unknown>;
const inputError = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ToolInputError,
  );

// A request as Chrome's DevTools "Copy as cURL (bash)" writes it: single-quoted arguments, one per
// line, lower-case header names, ANSI-C quoting ($'…') for a body holding a quote, and --compressed.
const CHROME_COPY_AS_CURL = `curl 'https://api.github.com/graphql' \\
  -H 'accept: application/json' \\
  -H 'accept-language: en-US,en;q=0.9' \\
  -H 'content-type: application/json' \\
  -H 'origin: https://github.com' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \\
  --data-raw $'{"query":"{ viewer { login } }","note":"it\\'s"}' \\
  --compressed`;

describe('convertCurl', () => {
  // curl(1) manual, -d: "curl -d name=curl -d tool=cmdline https://example.com" sends a POST with
  // the parts joined by "&" as application/x-www-form-urlencoded.
  it('converts -d form posts (curl manual) with curl semantics', async () => {
    const request = await json('curl -d "name=curl" -d "tool=cmdline" https://example.com');
    expect(request).toMatchObject({ url: 'https://example.com', method: 'post', data: { name: 'curl', tool: 'cmdline' } });
    expect(request.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const python = await convertCurl('curl -d "name=curl" -d "tool=cmdline" https://example.com', 'python');
    expect(python.code).toContain('import requests');
    expect(python.code).toMatch(/requests\.post\('https:\/\/example\.com'/);
    expect(python.extension).toBe('py');
  });

  // curl(1) manual, -u: "curl -u name:password --basic https://example.com".
  it('converts -u basic authentication (curl manual)', async () => {
    expect(await json('curl -u name:password --basic https://example.com')).toMatchObject({
      auth: { user: 'name', password: 'password' },
      auth_type: 'basic',
    });
    const go = await convertCurl('curl -u name:password --basic https://example.com', 'go');
    expect(go.code).toContain('req.SetBasicAuth("name", "password")');
  });

  // curl(1) manual, -F: "curl -F profile=@portrait.jpg https://example.com/upload.cgi" uploads a file
  // as multipart/form-data; the file is named, never read.
  it('converts -F multipart uploads (curl manual)', async () => {
    const python = await convertCurl('curl -F profile=@portrait.jpg https://example.com/upload.cgi', 'python');
    expect(python.code).toMatch(/'profile': open\('portrait\.jpg', 'rb'\)/);
    expect(python.code).toContain('files=files');
  });

  it("converts Chrome's Copy as cURL (bash), ANSI-C quoting included", async () => {
    const request = await json(CHROME_COPY_AS_CURL);
    expect(request).toMatchObject({ url: 'https://api.github.com/graphql', method: 'post' });
    expect(request.headers).toMatchObject({ 'accept-language': 'en-US,en;q=0.9', origin: 'https://github.com' });
    expect(request.data).toEqual({ query: '{ viewer { login } }', note: "it's" });
    const fetchCode = (await convertCurl(CHROME_COPY_AS_CURL, 'javascript')).code;
    expect(fetchCode).toContain("fetch('https://api.github.com/graphql'");
    expect(fetchCode).toContain("method: 'POST'");
  });

  it('writes every target', async () => {
    for (const target of CURL_TARGET_IDS) {
      const { code, extension } = await convertCurl('curl -H "Accept: application/json" https://example.com/api?q=1', target);
      expect(code.length, target).toBeGreaterThan(10);
      expect(code, target).toContain('example.com');
      expect(extension, target).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('accepts a pasted shell prompt', async () => {
    expect(normalizeCurlCommand('  $ curl https://example.com\n')).toBe('curl https://example.com');
    expect((await json('$ curl https://example.com')).url).toBe('https://example.com');
  });

  it('warns about what it does not evaluate', async () => {
    const { warnings } = await convertCurl('curl https://example.com/$(whoami)', 'python');
    expect(warnings.map((w) => w.message).join('\n')).toMatch(/command substitution/);
  });

  it('locates a Bash syntax error', async () => {
    const error = await inputError(convertCurl("curl 'https://example.com", 'python'));
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error?.message).toMatch(/^Bash parsing error \(line 1, column \d+\)\.$/);
    expect(error?.line).toBe(1);
  });

  it('names a curl usage error and where it is', async () => {
    const unknown = await inputError(convertCurl('curl --no-such-option https://example.com', 'python'));
    expect(unknown?.message).toMatch(/--no-such-option/);
    const missing = await inputError(convertCurl('curl https://example.com \\\n  -H', 'python'));
    expect(missing?.message).toMatch(/-H.*requires parameter/);
    const notCurl = await inputError(convertCurl('curl https://example.com; rm -rf /', 'python'));
    expect(notCurl?.message).toMatch(/begin with "curl"/);
    expect(notCurl?.column).toBe('curl https://example.com; '.length + 1);
    expect((await inputError(convertCurl('curl -X POST', 'python')))?.message).toMatch(/no URL/i);
  });

  it('rejects empty input and unknown targets with a message for users', async () => {
    await expect(convertCurl(' \n', 'python')).rejects.toThrow(ToolInputError);
    await expect(convertCurl('curl https://example.com', 'cobol' as never)).rejects.toThrow(/Unknown target/);
  });

  // Round trip: headers written with shell single quotes come back unchanged through the JSON target.
  it('keeps any header name and value (shell-quoted) unchanged', async () => {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const token = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    const value = fc.stringMatching(/^[!-~]([ -~]{0,30}[!-~])?$/);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(token, value), { minLength: 1, maxLength: 5, selector: ([name]) => name.toLowerCase() }),
        async (headers) => {
          const command = `curl https://example.com ${headers.map(([name, v]) => `-H ${quote(`X-${name}: ${v}`)}`).join(' ')}`;
          const request = await json(command);
          expect(request.headers).toEqual(Object.fromEntries(headers.map(([name, v]) => [`X-${name}`, v])));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => convertCurl(s, 'python'), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => convertCurl(`curl ${s}`, 'javascript'), undefined, 60);
  });
});

describe('locateCurlError', () => {
  it("reads curlconverter's caret excerpt", () => {
    const command = 'curl https://example.com \\\n  --foo';
    expect(locateCurlError('option --foo: is unknown\n  --foo\n  ^^^^^', command)).toEqual({
      message: 'option --foo: is unknown',
      line: 2,
      column: 3,
    });
    expect(locateCurlError('no URL specified!', command)).toEqual({ message: 'no URL specified!' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => locateCurlError(s, s));
    fuzzToolFunction((s: string) => normalizeCurlCommand(s));
  });
});

describe('meta', () => {
  it('has examples that are valid states and convert without error', async () => {
    expectExamplesMatchState(curlConverterTool, curlConverterState);
    for (const example of curlConverterTool.examples ?? []) {
      const state = example.state as { input: string; target: (typeof CURL_TARGET_IDS)[number] };
      expect((await convertCurl(state.input, state.target)).code.length).toBeGreaterThan(0);
    }
  });
});
