import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { multiLinkDownloaderTool } from './meta.js';
import { multiLinkDownloaderState } from './state.js';
import {
  downloadLinks,
  fileNameFromContentDisposition,
  fileNameFromUrl,
  parseLinkList,
  safeFileName,
  uniqueFileNames,
  zipFiles,
  type LinkProgress,
} from './multi-link-downloader.js';

describe('parseLinkList', () => {
  it('reads one URL per line, skipping blanks and # comments, with an error per bad line', () => {
    const lines = parseLinkList('# files\nhttps://a.example/x.txt#frag\n\n  http://b.example/  \nexample.com/y\nftp://c.example/z\r\nhttps://u:p@d.example/');
    expect(lines.map((l) => [l.line, l.url ?? l.error])).toEqual([
      [2, 'https://a.example/x.txt'],
      [4, 'http://b.example/'],
      [5, 'Line 5: "example.com/y" is not an absolute URL; start it with https:// or http://.'],
      [6, 'Line 6: the scheme "ftp:" cannot be downloaded; use https:// or http://.'],
      [7, 'Line 7: a user name or password in the address is not allowed by fetch.'],
    ]);
  });
});

describe('fileNameFromContentDisposition (RFC 6266, RFC 8187)', () => {
  it('reads the examples of RFC 6266 §5', () => {
    expect(fileNameFromContentDisposition('Attachment; filename=example.html')).toBe('example.html');
    expect(fileNameFromContentDisposition('INLINE; FILENAME= "an example.html"')).toBe('an example.html');
    expect(fileNameFromContentDisposition("attachment; filename*= UTF-8''%e2%82%ac%20rates")).toBe('€ rates');
    expect(fileNameFromContentDisposition('attachment; filename="EURO rates"; filename*=utf-8\'\'%e2%82%ac%20rates')).toBe('€ rates');
  });
  it('reads escapes, ISO-8859-1, and falls back from a malformed filename*', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"quoted\\" name.txt"')).toBe('a "quoted" name.txt');
    expect(fileNameFromContentDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates")).toBe('£ rates'); // RFC 8187 §3.2.3
    expect(fileNameFromContentDisposition("attachment; filename=plain.txt; filename*=UTF-8''%FF")).toBe('plain.txt');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('file names', () => {
  it('come from the last path segment, percent-decoded, or the host', () => {
    expect(fileNameFromUrl('https://a.example/docs/report%202026.pdf?x=1')).toBe('report 2026.pdf');
    expect(fileNameFromUrl('https://a.example/dir/')).toBe('dir');
    expect(fileNameFromUrl('https://a.example/')).toBe('a.example');
    expect(fileNameFromUrl('https://a.example/%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('are made safe, with an extension for the media type', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a:b*c?.txt')).toBe('a_b_c_.txt');
    expect(safeFileName('CON.txt')).toBe('_CON.txt');
    expect(safeFileName('  ..  ')).toBe('download');
    expect(safeFileName('data', 'application/json; charset=utf-8')).toBe('data.json');
    expect(safeFileName('x'.repeat(300) + '.txt')).toBe('x'.repeat(176) + '.txt');
    fc.assert(fc.property(fc.string(), (s) => !/[/\\\0]/.test(safeFileName(s)) && safeFileName(s).length > 0 && safeFileName(s).length <= 180));
  });
  it('are de-duplicated ignoring case', () => {
    expect(uniqueFileNames(['a.txt', 'A.txt', 'a.txt', 'b', 'b', 'a (1).txt'])).toEqual(['a.txt', 'A (1).txt', 'a (2).txt', 'b', 'b (1)', 'a (1) (1).txt']);
    fc.assert(fc.property(fc.array(fc.constantFrom('a.txt', 'A.TXT', 'b', 'a (1).txt', '.x')), (names) => new Set(uniqueFileNames(names).map((n) => n.toLowerCase())).size === names.length));
  });
});

/** A fake fetch serving a few paths, with a body in two chunks. */
function fakeFetch(seen: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    seen.push(url);
    const body = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(c) {
          const b = strToU8(text);
          c.enqueue(b.subarray(0, 2));
          c.enqueue(b.subarray(2));
          c.close();
        },
      });
    if (url.endsWith('/missing')) return new Response('no', { status: 404, statusText: 'Not Found' });
    if (url.endsWith('/refused')) throw new TypeError('Failed to fetch');
    if (url.endsWith('/named')) return new Response(body('named body'), { headers: { 'content-disposition': "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", 'content-length': '10' } });
    return new Response(body(`body of ${url}`), { headers: { 'content-type': 'text/plain' } });
  }) as unknown as typeof fetch;
}

describe('downloadLinks', () => {
  it('downloads every link, names files, reports progress and failures per link', async () => {
    const progress: [number, LinkProgress][] = [];
    const results = await downloadLinks(
      ['https://a.example/f/data.txt', 'https://b.example/f/data.txt', 'https://a.example/missing', 'https://a.example/refused', 'https://a.example/named'],
      { concurrency: 2, onProgress: (i, p) => progress.push([i, p]), fetch: fakeFetch() },
    );
    expect(results.map((r) => (r.ok ? r.name : r.error))).toEqual([
      'data.txt',
      'data (1).txt',
      'a.example answered 404 Not Found.',
      expect.stringMatching(/^Could not reach a.example/),
      'résumé.txt',
    ]);
    expect(strFromU8((results[4] as { bytes: Uint8Array }).bytes)).toBe('named body');
    const named = progress.filter(([i]) => i === 4).map(([, p]) => p);
    expect(named.at(-1)).toEqual({ status: 'done', received: 10, total: 10 });
    expect(named.some((p) => p.received === 2 && p.status === 'downloading')).toBe(true);
    expect(progress.find(([i, p]) => i === 2 && p.status === 'failed')).toBeTruthy();
  });

  it('never runs more than the concurrency limit at once', async () => {
    let running = 0;
    let most = 0;
    const slow = (async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return new Response('x');
    }) as unknown as typeof fetch;
    await downloadLinks(Array.from({ length: 9 }, (_, i) => `https://a.example/${i}`), { concurrency: 3, fetch: slow });
    expect(most).toBe(3);
  });

  it('cancels: links not done fail as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const results = await downloadLinks(['https://a.example/1'], { signal: controller.signal, fetch: fakeFetch() });
    expect(results[0]).toEqual({ url: 'https://a.example/1', ok: false, error: 'The request was cancelled.' });
  });
});

describe('zipFiles (read back with fflate)', () => {
  it('zips the files, names and contents intact', async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 5).map((_, i) => (i * 7) & 0xff);
    const files = [
      { name: 'résumé.txt', bytes: strToU8('héllo') },
      { name: 'empty.bin', bytes: new Uint8Array(0) },
      { name: 'big.dat', bytes: big, lastModified: new Date(Date.UTC(2024, 0, 2, 3, 4, 6)) },
      { name: 'image.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
    ];
    const progress: number[] = [];
    const zipped = await zipFiles(files, { onProgress: (d) => progress.push(d) });
    const back = unzipSync(zipped);
    expect(Object.keys(back).sort()).toEqual(['big.dat', 'empty.bin', 'image.png', 'résumé.txt']);
    expect(strFromU8(back['résumé.txt']!)).toBe('héllo');
    expect(back['empty.bin']).toHaveLength(0);
    expect(Buffer.from(back['big.dat']!).equals(Buffer.from(big))).toBe(true);
    expect(zipped.length).toBeLessThan(big.length); // deflated
    expect(progress.at(-1)).toBe(files.reduce((n, f) => n + f.bytes.length, 0));
    // Stored (method 0) for an already compressed format: local header of image.png (APPNOTE §4.3.7).
    const at = findLocalHeader(zipped, 'image.png');
    expect(zipped[at + 8]! | (zipped[at + 9]! << 8)).toBe(0);
  });

  it('round-trips any files', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z]{1,8}\.(txt|png)$/), bytes: fc.uint8Array({ maxLength: 300 }) }), { selector: (f) => f.name, minLength: 1, maxLength: 5 }), async (files) => {
        const back = unzipSync(await zipFiles(files, { level: 1 }));
        expect(Object.keys(back).length).toBe(files.length);
        for (const f of files) expect(back[f.name]).toEqual(f.bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses an empty list and stops when cancelled', async () => {
    await expect(zipFiles([])).rejects.toThrow(/no link could be downloaded/);
    const controller = new AbortController();
    controller.abort();
    await expect(zipFiles([{ name: 'a', bytes: new Uint8Array(10) }], { signal: controller.signal })).rejects.toThrow(/cancelled/);
  });
});

function findLocalHeader(zip: Uint8Array, name: string): number {
  const needle = strToU8(name);
  for (let i = 0; i + 30 < zip.length; i++) {
    if (zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 3 && zip[i + 3] === 4) {
      const len = zip[i + 26]! | (zip[i + 27]! << 8);
      if (len === needle.length && needle.every((b, k) => zip[i + 30 + k] === b)) return i;
    }
  }
  throw new Error(`no local header for ${name}`);
}

describe('tool contract', () => {
  it('has examples that are valid states whose links all parse', () => {
    expectExamplesMatchState(multiLinkDownloaderTool, multiLinkDownloaderState);
    for (const { state } of multiLinkDownloaderTool.examples ?? []) {
      const lines = parseLinkList((state as { links: string }).links);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.every((l) => l.url)).toBe(true);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseLinkList(s));
    fuzzToolFunction((s: string) => fileNameFromContentDisposition(s));
    fuzzToolFunction((s: string) => safeFileName(s, s));
    fuzzToolFunction((s: string) => uniqueFileNames([s, s]));
  });
});
