import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { basicAuthHeader, basicAuthToken, decodeBasicAuth } from './basic-auth-generator.js';
import { basicAuthGeneratorTool } from './meta.js';
import { basicAuthGeneratorState } from './state.js';

describe('basicAuthHeader', () => {
  it('RFC 7617 §2: Aladdin / open sesame', () => {
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it('RFC 7617 §2.1: UTF-8 charset, test / 123£', () => {
    expect(basicAuthToken('test', '123\u00a3')).toBe('dGVzdDoxMjPCow==');
  });

  it('allows ":" in the password and empty fields', () => {
    expect(basicAuthToken('a', 'b:c')).toBe(Buffer.from('a:b:c').toString('base64'));
    expect(basicAuthToken('', '')).toBe('Og==');
  });

  it('rejects ":" in the username (RFC 7617 §2) and control characters, with the position', () => {
    const e = expectToolInputError(() => basicAuthHeader('ad:min', 'x'));
    expect(e.message).toBe('The username may not contain ":" (RFC 7617 §2): found at position 3.');
    expect(e.position).toBe(2);
    expect(expectToolInputError(() => basicAuthHeader('admin', 'pa\nss')).message).toBe(
      'The password may not contain control characters (RFC 7617 §2): U+000A at position 3.',
    );
    expect(expectToolInputError(() => basicAuthHeader('a\u007f', 'x')).message).toMatch(/U\+007F at position 2/);
  });
});

describe('decodeBasicAuth', () => {
  it('reads the RFC 7617 examples with or without the header name and scheme', () => {
    const aladdin = { username: 'Aladdin', password: 'open sesame' };
    expect(decodeBasicAuth('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(aladdin);
    expect(decodeBasicAuth('  authorization:basic   QWxhZGRpbjpvcGVuIHNlc2FtZQ==  ')).toEqual(aladdin);
    expect(decodeBasicAuth('BASIC QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(aladdin);
    expect(decodeBasicAuth('QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual(aladdin);
    expect(decodeBasicAuth('QWxhZGRpbjpvcGVuIHNlc2FtZQ')).toEqual(aladdin);
    expect(decodeBasicAuth('Basic dGVzdDoxMjPCow==')).toEqual({ username: 'test', password: '123\u00a3' });
  });

  it('round-trips any username without ":" or controls and any password without controls', () => {
    const noControl = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (u, p) => {
        const username = noControl(u).replace(/:/g, '');
        const password = noControl(p);
        expect(decodeBasicAuth(`Authorization: ${basicAuthHeader(username, password)}`)).toEqual({ username, password });
        expect(basicAuthToken(username, password)).toBe(Buffer.from(`${username}:${password}`, 'utf8').toString('base64'));
      }),
    );
  });

  it('explains what is wrong', () => {
    expect(expectToolInputError(() => decodeBasicAuth('Bearer abc.def')).message).toMatch(/"Bearer" header, not "Basic"/);
    expect(expectToolInputError(() => decodeBasicAuth('Authorization: Basic ')).message).toMatch(/^Paste an Authorization header/);
    const bad = expectToolInputError(() => decodeBasicAuth('Basic QWxh!GRp'));
    expect(bad.message).toBe('The credentials: "!" at position 11 is not a Base64 character (A–Z, a–z, 0–9, + /, or - _).');
    expect(bad.position).toBe(10);
    expect(expectToolInputError(() => decodeBasicAuth(`Basic ${Buffer.from('nocolon').toString('base64')}`)).message).toMatch(/no ":"/);
    expect(expectToolInputError(() => decodeBasicAuth(`Basic ${Buffer.from([0xff, 0x3a]).toString('base64')}`)).message).toMatch(/not valid UTF-8/);
  });
});

describe('basic auth generator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(basicAuthGeneratorTool, basicAuthGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeBasicAuth(s));
    fuzzToolFunction((s: string) => decodeBasicAuth(`Authorization: Basic ${s}`));
    fuzzToolFunction((s: string) => basicAuthHeader(s, s));
    fuzzToolFunction(
      (b: Uint8Array) => decodeBasicAuth(`Basic ${Buffer.from(b).toString('base64')}`),
      fc.uint8Array({ maxLength: 64 }),
    );
  });
});
