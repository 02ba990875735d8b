import { describe, expect, it } from 'vitest';
import { bareModuleName, builtPathOf, libraryConfig } from '../../vite.shared.ts';

// The library build of every package (vite.shared.ts): what a consumer's bundler receives.
describe('library build configuration', () => {
  it('names the package of a bare import, and nothing for files and virtual modules', () => {
    expect(bareModuleName('react/jsx-runtime')).toBe('react');
    expect(bareModuleName('@lingui/react/macro')).toBe('@lingui/react');
    expect(bareModuleName('hash-wasm')).toBe('hash-wasm');
    expect(bareModuleName('node:fs')).toBe('node:fs');
    for (const id of ['./x.js', '../y.js', '/abs/z.ts', '\0vite/preload-helper', 'C:\\x\\y.ts', 'virtual:pwa', 'data:text/javascript,1', '/a/b.css?inline']) expect(bareModuleName(id), id).toBeNull();
  });

  it('writes each source module to the same path under dist', () => {
    expect(builtPathOf('./src/index.ts')).toBe('./dist/index.js');
    expect(builtPathOf('./src/components/Markdown.tsx')).toBe('./dist/components/Markdown.js');
    expect(builtPathOf('./src/hash-text/hash-text.ts')).toBe('./dist/hash-text/hash-text.js');
  });

  it('makes every export an entry, every worker an entry, and leaves all bare imports external', () => {
    const config = libraryConfig(new URL('../../libs/tool-json/vite.config.ts', import.meta.url).href);
    const lib = config.build?.lib;
    if (!lib || typeof lib.entry !== 'object' || Array.isArray(lib.entry)) throw new Error('expected named entries');
    expect(Object.keys(lib.entry)).toContain('index');
    expect(Object.keys(lib.entry)).toContain('json-prettify/json-prettify');
    expect(Object.keys(lib.entry)).toContain('json-prettify/json-prettify.worker');
    const external = config.build?.rollupOptions?.external as (id: string) => boolean;
    expect(external('react')).toBe(true);
    expect(external('@handy-tools/ui')).toBe(true);
    expect(external('./json-prettify.js')).toBe(false);
    expect(config.build?.rollupOptions?.output).toMatchObject({ preserveModules: true });
  });
});
