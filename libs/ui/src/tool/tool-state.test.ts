import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  decodeStateFragment,
  defaultState,
  encodeStateFragment,
  hasSecrets,
  MAX_LINK_BYTES,
  optionsQuery,
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
