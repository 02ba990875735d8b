import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASHED_ASSET_URL, isPrecached, LARGE_ASSET_BYTES, parseOfflineAssetList, splitPrecache } from './precache-policy';

const MiB = 1024 * 1024;

describe('splitPrecache', () => {
  it('precaches the shell and files up to 1 MiB; WASM, data sets and chunks over 1 MiB go to the runtime list, largest first', () => {
    const files = [
      { url: 'index.html', size: 3_000 },
      { url: 'assets/index-Ab12Cd34.js', size: 270_000 },
      { url: 'assets/JsonEditorTool-DoBn57W9.js', size: 1_031_954 },
      { url: 'assets/exactly-1MiB0000.js', size: MiB },
      { url: 'assets/dist-D4UjQ5S2.js', size: 1_200_525 },
      { url: 'assets/jq-Cpk0pbsr.js', size: 1_268_553 },
      { url: 'assets/tesseract-core-AAAAAAAA.wasm', size: 3 * MiB },
    ];
    const { precache, runtime } = splitPrecache(files);
    expect(precache.map((f) => f.url)).toEqual(['index.html', 'assets/index-Ab12Cd34.js', 'assets/JsonEditorTool-DoBn57W9.js', 'assets/exactly-1MiB0000.js']);
    expect(runtime.assets).toEqual([
      { url: 'assets/tesseract-core-AAAAAAAA.wasm', bytes: 3 * MiB },
      { url: 'assets/jq-Cpk0pbsr.js', bytes: 1_268_553 },
      { url: 'assets/dist-D4UjQ5S2.js', bytes: 1_200_525 },
    ]);
    expect(runtime.totalBytes).toBe(3 * MiB + 1_268_553 + 1_200_525);
  });

  it('never precaches on-demand chunks (one FIGlet font of hundreds), however small', () => {
    const files = [
      { url: 'assets/AsciiTextDrawerTool-Ab12Cd34.js', size: 20_000 },
      { url: 'assets/on-demand-Standard-Ab12Cd34.js', size: 14_000 },
      { url: 'assets/on-demand-Doom-Zz12Cd34.js', size: 16_000 },
      { url: 'assets/not-on-demand-Xy12Cd34.js', size: 1_000 },
    ];
    const { precache, runtime } = splitPrecache(files);
    expect(precache.map((f) => f.url)).toEqual(['assets/AsciiTextDrawerTool-Ab12Cd34.js', 'assets/not-on-demand-Xy12Cd34.js']);
    expect(runtime.assets.map((a) => a.url)).toEqual(['assets/on-demand-Doom-Zz12Cd34.js', 'assets/on-demand-Standard-Ab12Cd34.js']);
    expect(HASHED_ASSET_URL.test('/assets/on-demand-Standard-Ab12Cd34.js')).toBe(true);
  });

  it('property: every file lands in exactly one list, by size, and the totals add up', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ url: fc.string({ minLength: 1 }), size: fc.nat({ max: 4 * MiB }) }), { selector: (f) => f.url }), fc.nat({ max: 2 * MiB }), (files, limit) => {
        const { precache, runtime } = splitPrecache(files, limit);
        expect(precache.length + runtime.assets.length).toBe(files.length);
        for (const f of precache) expect(f.size).toBeLessThanOrEqual(limit);
        for (const a of runtime.assets) expect(a.bytes).toBeGreaterThan(limit);
        expect(runtime.totalBytes).toBe(files.filter((f) => f.size > limit).reduce((s, f) => s + f.size, 0));
        for (let i = 1; i < runtime.assets.length; i++) expect(runtime.assets[i - 1]!.bytes).toBeGreaterThanOrEqual(runtime.assets[i]!.bytes);
      }),
    );
  });

  it('uses 1 MiB by default', () => {
    expect(LARGE_ASSET_BYTES).toBe(1_048_576);
    expect(isPrecached(1_048_576)).toBe(true);
    expect(isPrecached(1_048_577)).toBe(false);
  });
});

describe('HASHED_ASSET_URL (runtime caching, cache-first)', () => {
  it('matches Vite hashed asset names and nothing else', () => {
    for (const path of ['/assets/jq-Cpk0pbsr.js', '/tools/assets/dist-D4UjQ5S2.js', '/assets/codegen.worker-CNGOIisy.js', '/assets/model-AbCd_-12.wasm'])
      expect(HASHED_ASSET_URL.test(path), path).toBe(true);
    for (const path of ['/index.html', '/sw.js', '/offline-assets.json', '/assets/jq.js', '/assets/jq-Cpk0pbsr.js?x=1', '/api/assets/x-12345678/y'])
      expect(HASHED_ASSET_URL.test(path), path).toBe(false);
  });
});

describe('parseOfflineAssetList', () => {
  it('reads the list written by the build and recomputes the total', () => {
    expect(parseOfflineAssetList({ assets: [{ url: 'assets/a-12345678.js', bytes: 2_000_000 }], totalBytes: 1 })).toEqual({
      assets: [{ url: 'assets/a-12345678.js', bytes: 2_000_000 }],
      totalBytes: 2_000_000,
    });
  });

  it('refuses another shape, absolute or protocol-relative URLs', () => {
    for (const bad of [null, {}, { assets: 'x' }, { assets: [{ url: 1, bytes: 1 }] }, { assets: [{ url: '/x.js', bytes: 1 }] }, { assets: [{ url: '//evil.example/x.js', bytes: 1 }] }, { assets: [{ url: 'a.js', bytes: -1 }] }])
      expect(() => parseOfflineAssetList(bad), JSON.stringify(bad)).toThrow(/offline-assets\.json is not a list of assets/);
  });
});
