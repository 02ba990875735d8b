import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  decodeStateFragment,
  defaultState,
  encodeStateFragment,
  fitInputsForStorage,
  hasSecrets,
  MAX_LINK_BYTES,
  MAX_QUERY_CHARS,
  MAX_QUERY_OPTION_CHARS,
  MAX_REMEMBERED_CHARS,
  optionsQuery,
  planOptionsQuery,
  restoreState,
  shareLink,
  storableInputs,
  type ToolStateSpec,
} from './tool-state.js';

const spec = {
  schema: z.object({
    input: z._default(z.string(), ''),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
    sortKeys: z._default(z.boolean(), false),
    mode: z._default(z.enum(['encode', 'decode']), 'encode'),
    password: z._default(z.string(), ''),
  }),
  options: ['indent', 'sortKeys', 'mode'],
  secrets: ['password'],
} satisfies ToolStateSpec;

describe('restoreState', () => {
  it('uses the defaults when nothing is given', () => {
    const { state, notices } = restoreState(spec, {});
    expect(state).toEqual({ input: '', indent: 2, sortKeys: false, mode: 'encode', password: '' });
    expect(notices).toEqual([]);
  });

  it('takes options from the query string and inputs from storage', () => {
    const { state, from } = restoreState(spec, { search: '?indent=4&sortKeys=true&mode=decode', stored: { input: 'hello' } });
    expect(state).toMatchObject({ input: 'hello', indent: 4, sortKeys: true, mode: 'decode' });
    expect(from).toMatchObject({ input: 'storage', indent: 'url', mode: 'url' });
  });

  it('prefers the URL over storage, and an example over both', () => {
    const hash = `#state=${encodeStateFragment({ input: 'from link' })}`;
    expect(restoreState(spec, { hash, stored: { input: 'stored' } }).state.input).toBe('from link');
    expect(restoreState(spec, { example: { input: 'example' }, hash, stored: { input: 'stored' } }).state.input).toBe('example');
  });

  it('treats an example as a whole state: options it leaves out take their defaults, not the URL', () => {
    const { state } = restoreState(spec, { example: { input: 'x' }, search: '?indent=7&sortKeys=true' });
    expect(state).toEqual({ ...defaultState(spec), input: 'x' });
  });

  it('never restores a secret or an option from storage', () => {
    const { state } = restoreState(spec, { stored: { password: 'hunter2', indent: 7 } });
    expect(state.password).toBe('');
    expect(state.indent).toBe(2);
  });

  it('falls back with a notice on invalid, hostile or corrupt values', () => {
    const bad = restoreState(spec, { search: '?indent=99&mode=%3Cscript%3E', stored: { input: 42 } });
    expect(bad.state).toMatchObject({ indent: 2, mode: 'encode', input: '' });
    expect(bad.notices.map((n) => n.field).sort()).toEqual(['indent', 'input', 'mode']);
    expect(restoreState(spec, { hash: '#state=%%%not-base64' }).notices[0]?.field).toBe('*');
    expect(restoreState(spec, { hash: '#state=AAAA' }).notices).toHaveLength(1);
    expect(restoreState(spec, { stored: 'not an object' }).notices[0]?.source).toBe('storage');
    expect(restoreState(spec, { stored: ['x'] }).state).toEqual(defaultState(spec));
  });

  it('never throws, whatever the URL and storage hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.jsonValue(), (search, hash, stored) => {
        const { state } = restoreState(spec, { search, hash, stored });
        expect(spec.schema.safeParse(state).success).toBe(true);
      }),
    );
  });
});

describe('state fragment', () => {
  it('round-trips any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        expect(decodeStateFragment(encodeStateFragment(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('is URL-safe (RFC 4648 §5 alphabet, no padding)', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.string()), (value) => /^[A-Za-z0-9_-]*$/.test(encodeStateFragment(value))));
  });

  it('compresses repetitive input', () => {
    expect(encodeStateFragment({ input: 'abc'.repeat(10_000) }).length).toBeLessThan(1000);
  });

  it('rejects garbage', () => {
    for (const text of ['', '!!!', 'AAAA', encodeStateFragment({}).slice(0, -2) + '$$']) expect(decodeStateFragment(text)).toBeNull();
  });
});

describe('optionsQuery', () => {
  it('writes only options that differ from their default and keeps other parameters', () => {
    const state = { ...defaultState(spec), indent: 4, input: 'not in the query', password: 'x' };
    expect(optionsQuery(spec, state, '?utm=1')).toBe('?utm=1&indent=4');
    expect(optionsQuery(spec, defaultState(spec), '?indent=4')).toBe('');
    expect(optionsQuery(spec, { ...defaultState(spec), mode: 'decode' })).toBe('?mode=decode');
  });

  it('round-trips through restoreState', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.boolean(), fc.constantFrom('encode' as const, 'decode' as const), (indent, sortKeys, mode) => {
        const state = { ...defaultState(spec), indent, sortKeys, mode };
        expect(restoreState(spec, { search: optionsQuery(spec, state) }).state).toEqual(state);
      }),
    );
  });
});

describe('storage and links', () => {
  it('stores inputs only, never secrets', () => {
    expect(storableInputs(spec, { ...defaultState(spec), input: 'a', password: 'secret' })).toEqual({ input: 'a' });
  });

  it('puts options in the query and inputs in the fragment; secrets only when confirmed', () => {
    const state = { ...defaultState(spec), input: 'hello', indent: 4, password: 'hunter2' };
    expect(hasSecrets(spec, state)).toBe(true);
    const base = 'https://tools.example/json-prettify';
    const plain = shareLink(spec, state, { base });
    expect(plain.url.startsWith(`${base}?indent=4#state=`)).toBe(true);
    const restored = restoreState(spec, { search: new URL(plain.url).search, hash: new URL(plain.url).hash }).state;
    expect(restored).toEqual({ ...state, password: '' });
    const withSecret = shareLink(spec, state, { base }, true);
    expect(restoreState(spec, { search: new URL(withSecret.url).search, hash: new URL(withSecret.url).hash }).state).toEqual(state);
  });

  it('refuses links over 32 KB and falls back to the options only', () => {
    // Incompressible text from a xorshift32 generator (deterministic).
    let x = 2463534242;
    const random = Array.from({ length: 40_000 }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return String.fromCharCode(33 + ((x >>> 0) % 90));
    }).join('');
    const link = shareLink(spec, { ...defaultState(spec), input: random, indent: 3 }, { base: 'https://x.example/t' });
    expect(link.tooLarge).toBe(true);
    expect(link.bytes).toBeGreaterThan(MAX_LINK_BYTES);
    expect(link.url).toBe('https://x.example/t?indent=3');
  });
});

// A tool with free-text options, as /json-to-ts (type name), /json-to-javascript or /sip-auth have.
const freeText = {
  schema: z.object({
    json: z._default(z.string(), ''),
    typeName: z._default(z.string(), 'Root'),
    prefix: z._default(z.string(), ''),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
  }),
  options: ['typeName', 'prefix', 'indent'],
} satisfies ToolStateSpec;

const TWO_MB = 'T'.repeat(2 * 1024 * 1024);

/** Any text up to ~4000 characters, often around the limits of the query string. */
const longText = fc.tuple(fc.string({ maxLength: 12, unit: 'binary' }), fc.integer({ min: 0, max: 400 })).map(([piece, times]) => piece.repeat(times));

describe('options too long for an address', () => {
  it('never puts a 2 MB option in the query string, and says which option it left out', () => {
    const { search, leftOut } = planOptionsQuery(freeText, { ...defaultState(freeText), typeName: TWO_MB, indent: 4 });
    expect(search).toBe('?indent=4');
    expect(leftOut).toEqual([{ field: 'typeName', chars: TWO_MB.length }]);
  });

  it('removes a long option a URL already holds, so the page can be loaded again', () => {
    const state = { ...defaultState(freeText), typeName: TWO_MB };
    expect(optionsQuery(freeText, state, `?utm=1&typeName=${TWO_MB}`)).toBe('?utm=1');
  });

  it('measures the encoded length: 400 characters that encode to 3600 stay out', () => {
    const { search, leftOut } = planOptionsQuery(freeText, { ...defaultState(freeText), prefix: '€'.repeat(400) });
    expect(search).toBe('');
    expect(leftOut).toEqual([{ field: 'prefix', chars: 400 * 9 }]); // € is %E2%82%AC
  });

  it('keeps the options within MAX_QUERY_CHARS, and those it writes restore as they were', () => {
    fc.assert(
      // Long texts as a short random piece repeated (generating 3000 random characters is slow).
      fc.property(longText, longText, fc.integer({ min: 0, max: 8 }), (typeName, prefix, indent) => {
        const state = { ...defaultState(freeText), typeName, prefix, indent };
        const { search, leftOut } = planOptionsQuery(freeText, state);
        expect(search.length).toBeLessThanOrEqual(MAX_QUERY_CHARS + 1);
        const restored = restoreState(freeText, { search }).state;
        for (const field of ['typeName', 'prefix', 'indent'] as const) {
          if (!leftOut.some((o) => o.field === field)) expect(restored[field]).toEqual(state[field]);
        }
      }),
    );
  });

  it('drops the longest options first when together they are too long', () => {
    const state = { ...defaultState(freeText), typeName: 'a'.repeat(1000), prefix: 'b'.repeat(900) };
    const few = { ...freeText, options: ['typeName', 'prefix'] } as const;
    expect(planOptionsQuery(few, state).leftOut).toEqual([]); // 1900 + names < 4096
    const many = {
      schema: z.object({ a: z._default(z.string(), ''), b: z._default(z.string(), ''), c: z._default(z.string(), ''), d: z._default(z.string(), ''), e: z._default(z.string(), '') }),
      options: ['a', 'b', 'c', 'd', 'e'],
    } satisfies ToolStateSpec;
    const big = { a: 'a'.repeat(1020), b: 'b'.repeat(1021), c: 'c'.repeat(1020), d: 'd'.repeat(1019), e: 'e'.repeat(10) }; // 4090 + names and separators > 4096
    const plan = planOptionsQuery(many, big);
    expect(plan.leftOut.map((o) => o.field)).toEqual(['b']);
    expect(plan.search.length).toBeLessThanOrEqual(MAX_QUERY_CHARS + 1);
  });

  it('refuses a query value longer than MAX_QUERY_OPTION_CHARS on restore, with a notice', () => {
    const { state, notices } = restoreState(freeText, { search: `?typeName=${TWO_MB}&indent=3` });
    expect(state.typeName).toBe('Root');
    expect(state.indent).toBe(3);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ field: 'typeName', source: 'url' });
    expect(restoreState(freeText, { search: `?typeName=${'x'.repeat(MAX_QUERY_OPTION_CHARS)}` }).state.typeName).toHaveLength(MAX_QUERY_OPTION_CHARS);
  });

  it('carries an option too long for the query in the fragment of a share link', () => {
    const state = { ...defaultState(freeText), typeName: 'Account'.repeat(300), indent: 4 };
    const link = shareLink(freeText, state, { base: 'https://x.example/json-to-ts' });
    const url = new URL(link.url);
    expect(url.search).toBe('?indent=4');
    expect(restoreState(freeText, { search: url.search, hash: url.hash }).state).toEqual(state);
  });

  it('refuses a link whose data would inflate beyond what a link may restore', () => {
    const link = shareLink(freeText, { ...defaultState(freeText), json: 'a'.repeat(5 * 1024 * 1024) }, { base: 'https://x.example/t' });
    expect(link.tooLarge).toBe(true);
    expect(link.url).toBe('https://x.example/t');
  });
});

describe('restoreState never throws', () => {
  it('treats a schema check that throws (absurd data) as an invalid value', () => {
    const fragile = {
      schema: z.object({
        input: z._default(
          z.string().check(
            z.refine((s) => {
              if (s === 'boom') throw new RangeError('Maximum call stack size exceeded');
              return true;
            }),
          ),
          '',
        ),
      }),
    } satisfies ToolStateSpec;
    const { state, notices } = restoreState(fragile, { stored: { input: 'boom' } });
    expect(state.input).toBe('');
    expect(notices[0]?.field).toBe('input');
  });

  it('restores huge and deeply nested stored values without throwing', () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(restoreState(spec, { stored: { input: nested } }).state.input).toBe('');
    expect(restoreState(spec, { stored: { input: TWO_MB } }).state.input).toBe(TWO_MB);
  });
});

describe('fitInputsForStorage', () => {
  it('keeps every input that fits, as JSON', () => {
    const inputs = { text: 'héllo\n"world"', list: ['a', 1, null] };
    const { json, notKept } = fitInputsForStorage(inputs);
    expect(JSON.parse(json)).toEqual(inputs);
    expect(notKept).toEqual([]);
  });

  it('leaves a 2 MB input out and keeps the others', () => {
    const { json, notKept } = fitInputsForStorage({ json: TWO_MB, note: 'small' });
    expect(JSON.parse(json)).toEqual({ note: 'small' });
    expect(notKept).toEqual([{ field: 'json', chars: TWO_MB.length + 2 }]);
  });

  it('leaves out the largest inputs until the rest fits', () => {
    const { json, notKept } = fitInputsForStorage({ a: 'a'.repeat(150_000), b: 'b'.repeat(160_000), c: 'c' });
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['a', 'c']);
    expect(notKept.map((n) => n.field)).toEqual(['b']);
  });

  it('never writes more than the limit, and what it keeps parses back unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 400 }), fc.jsonValue({ maxDepth: 2 }))), fc.integer({ min: 2, max: 2000 }), (inputs, max) => {
        const { json, notKept } = fitInputsForStorage(inputs, max);
        expect(json.length).toBeLessThanOrEqual(max);
        const kept = JSON.parse(json) as Record<string, unknown>;
        for (const field of Object.keys(inputs)) {
          if (notKept.some((n) => n.field === field)) expect(Object.hasOwn(kept, field)).toBe(false);
          else expect(kept[field]).toEqual(JSON.parse(JSON.stringify(inputs[field] ?? null)));
        }
      }),
    );
    expect(MAX_REMEMBERED_CHARS).toBe(256_000);
  });
});
