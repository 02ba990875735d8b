import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { MIME_TYPES } from './mime-data.js';
import { mimeTypesTool } from './meta.js';
import { mimeTypesState } from './state.js';
import {
  extensionMap,
  extensionOf,
  findMimeType,
  lookupExtension,
  mimeTypesFromDb,
  searchMimeTypes,
  type MimeDbEntry,
} from './mime-types.js';

// The reference: the `mime-types` package (2.1.35, jshttp) with the mime-db it bundles (1.52.0),
// both in the repository's node_modules as dependencies of other packages.
const require = createRequire(import.meta.url);
const referenceLookup = require('mime-types') as {
  lookup: (p: string) => string | false;
  extension: (t: string) => string | false;
  extensions: Record<string, string[]>;
};
const referenceDb = createRequire(require.resolve('mime-types'))('mime-db/db.json') as Record<string, MimeDbEntry>;

describe('mimeTypesFromDb', () => {
  it('keeps every type of mime-db with its source, extensions, charset and compressibility', () => {
    expect(MIME_TYPES.length).toBeGreaterThan(2000);
    const json = MIME_TYPES.find((m) => m.type === 'application/json');
    // mime-db: "application/json": { source: "iana", charset: "UTF-8", compressible: true, extensions: ["json","map"] }
    expect(json).toEqual({ type: 'application/json', source: 'iana', charset: 'UTF-8', compressible: true, extensions: ['json', 'map'] });
    expect(MIME_TYPES.map((m) => m.type)).toEqual([...MIME_TYPES.map((m) => m.type)].sort());
  });

  it('calls a type without source custom', () => {
    expect(mimeTypesFromDb({ 'x/y': { extensions: ['yy'] } })).toEqual([{ type: 'x/y', source: 'custom', extensions: ['yy'] }]);
  });
});

describe('lookupExtension (the rule of the mime-types package)', () => {
  // Examples of the mime-types README: lookup('json'), lookup('.md'), lookup('file.html'), lookup('folder/file.js').
  it.each([
    ['json', 'application/json'],
    ['.md', 'text/markdown'],
    ['file.html', 'text/html'],
    ['folder/file.js', 'application/javascript'],
  ])('mime-types README: lookup(%s) is %s (mime-db 1.52)', (name, type) => {
    const types = mimeTypesFromDb(referenceDb);
    expect(lookupExtension(name, types).preferred?.type).toBe(type);
  });

  it('agrees with mime-types.lookup for every extension of the same mime-db', () => {
    const types = mimeTypesFromDb(referenceDb);
    const map = extensionMap(types);
    const exts = new Set(types.flatMap((m) => m.extensions));
    expect(exts.size).toBeGreaterThan(1000);
    for (const ext of exts) expect(map.get(ext)?.type, ext).toBe(referenceLookup.lookup(ext));
  });

  it('finds the types of the shipped mime-db (1.54)', () => {
    expect(lookupExtension('report.PDF', MIME_TYPES).preferred?.type).toBe('application/pdf');
    expect(lookupExtension('C:\\img\\logo.svg', MIME_TYPES).preferred?.type).toBe('image/svg+xml');
    expect(lookupExtension('archive.tar.gz', MIME_TYPES).extension).toBe('gz');
    const mp4 = lookupExtension('mp4', MIME_TYPES);
    expect(mp4.all[0]).toBe(mp4.preferred);
    expect(mp4.all.length).toBeGreaterThan(1); // video/mp4 and application/mp4 both list it
    expect(lookupExtension('nosuchext', MIME_TYPES)).toEqual({ extension: 'nosuchext', all: [] });
  });

  it('names what has no extension', () => {
    expect(extensionOf('.bashrc')).toBe('bashrc');
    expect(() => extensionOf('  ')).toThrow(ToolInputError);
    expect(() => extensionOf('file.')).toThrow('“file.” has no file extension.');
  });

  it('finds each type listing an extension (property)', () => {
    const map = extensionMap(MIME_TYPES);
    fc.assert(
      fc.property(fc.constantFrom(...MIME_TYPES.filter((m) => m.extensions.length > 0)), fc.nat(), (m, i) => {
        const ext = m.extensions[i % m.extensions.length]!;
        const found = lookupExtension(`name.${ext.toUpperCase()}`, MIME_TYPES, map);
        expect(found.all).toContain(m);
        expect(found.preferred?.extensions).toContain(ext);
      }),
    );
  });
});

describe('findMimeType', () => {
  it('ignores case and parameters (RFC 2045 §5.1: type and subtype are case-insensitive)', () => {
    expect(findMimeType('Text/HTML; charset=UTF-8', MIME_TYPES)?.extensions).toEqual(['html', 'htm', 'shtml']);
    expect(findMimeType('application/octet-stream', MIME_TYPES)?.extensions[0]).toBe(referenceLookup.extension('application/octet-stream'));
    expect(findMimeType('application/x-nothing-like-this', MIME_TYPES)).toBeUndefined();
  });

  it('rejects what is not type/subtype (RFC 6838 §4.2)', () => {
    expect(() => findMimeType('html', MIME_TYPES)).toThrow('“html” is not a media type of the form type/subtype (RFC 6838).');
    expect(() => findMimeType('image/', MIME_TYPES)).toThrow(ToolInputError);
  });
});

describe('searchMimeTypes', () => {
  it('finds by part of a type, by extension and by file name, exact matches first', () => {
    expect(searchMimeTypes('', MIME_TYPES)).toHaveLength(MIME_TYPES.length);
    const png = searchMimeTypes('.png', MIME_TYPES).map((m) => m.type);
    expect(png[0]).toBe('image/png');
    expect(searchMimeTypes('holiday.png', MIME_TYPES)[0]?.type).toBe('image/png');
    const json = searchMimeTypes('json', MIME_TYPES).map((m) => m.type);
    expect(json[0]).toBe('application/json');
    expect(json).toContain('application/ld+json');
    expect(searchMimeTypes('image/ svg', MIME_TYPES).map((m) => m.type)).toContain('image/svg+xml');
    expect(searchMimeTypes('zzzz-nothing', MIME_TYPES)).toEqual([]);
  });

  it('filters by source and by having extensions', () => {
    const nginx = searchMimeTypes('', MIME_TYPES, { source: 'nginx' });
    expect(nginx.length).toBeGreaterThan(0);
    expect(nginx.every((m) => m.source === 'nginx')).toBe(true);
    const withExt = searchMimeTypes('image/', MIME_TYPES, { withExtensions: true });
    expect(withExt.every((m) => m.extensions.length > 0 && m.type.startsWith('image/'))).toBe(true);
  });

  it('only returns types of the list that match every word (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (q) => {
        const all = new Set(MIME_TYPES);
        for (const m of searchMimeTypes(q, MIME_TYPES)) expect(all.has(m)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('mime types: examples and robustness', () => {
  it('has examples that are valid states, each finding types', () => {
    expectExamplesMatchState(mimeTypesTool, mimeTypesState);
    for (const { label, state } of mimeTypesTool.examples ?? []) {
      const s = state as { search: string; withExtensions?: boolean };
      expect(searchMimeTypes(s.search, MIME_TYPES, { withExtensions: s.withExtensions ?? false }).length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const map = extensionMap(MIME_TYPES);
    fuzzToolFunction((s: string) => searchMimeTypes(s, MIME_TYPES));
    fuzzToolFunction((s: string) => lookupExtension(s, MIME_TYPES, map));
    fuzzToolFunction((s: string) => findMimeType(s, MIME_TYPES));
    fuzzToolFunction((s: string) => extensionOf(s));
    fuzzToolFunction((s: string) => mimeTypesFromDb({ [s]: { source: s, extensions: [s] } }));
    fuzzToolFunction((s: string) =>
      extensionMap(mimeTypesFromDb({ [s]: { extensions: [s] }, 'a/b': { source: 'iana', extensions: [s] } })),
    );
  });
});
