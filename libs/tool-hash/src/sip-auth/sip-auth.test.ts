import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sipAuthTool } from './meta.js';
import { checkSipAuthorization, computeDigestResponse, parseDigestHeader, type DigestCredentials } from './sip-auth.js';
import { sipAuthState } from './state.js';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const sha512_256 = (s: string) => createHash('sha512-256').update(s, 'utf8').digest('hex');

// RFC 2617 §3.5.
const RFC2617 =
  'Authorization: Digest username="Mufasa",\r\n realm="testrealm@host.com",\r\n nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093",\r\n uri="/dir/index.html",\r\n qop=auth,\r\n nc=00000001,\r\n cnonce="0a4f113b",\r\n response="6629fae49393a05397450978507c4ef1",\r\n opaque="5ccc069c403ebaf9f0171e9517f40e41"';

// RFC 7616 §3.9.1 (password "Circle of Life"), the SHA-256 response.
const RFC7616 = (algorithm: string, response: string) =>
  `Authorization: Digest username="Mufasa", realm="http-auth@example.org", uri="/dir/index.html", algorithm=${algorithm}, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", nc=00000001, cnonce="f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ", qop=auth, response="${response}", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"`;

describe('computeDigestResponse', () => {
  it('RFC 2617 §3.5: Mufasa / "Circle Of Life", GET', () => {
    const r = checkSipAuthorization(RFC2617, 'GET', 'Circle Of Life');
    expect(r.expected).toBe('6629fae49393a05397450978507c4ef1');
    expect(r.match).toBe(true);
    expect(r.credentials.header).toBe('Authorization');
    expect(checkSipAuthorization(RFC2617, 'GET', 'Circle of Life').match).toBe(false);
    expect(checkSipAuthorization(RFC2617, 'POST', 'Circle Of Life').match).toBe(false);
  });

  it('RFC 7616 §3.9.1: SHA-256 response', () => {
    const header = RFC7616('SHA-256', '753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1');
    expect(checkSipAuthorization(header, 'GET', 'Circle of Life').match).toBe(true);
    expect(checkSipAuthorization(header, 'GET', 'Circle Of Life').match).toBe(false);
  });

  it('SIP REGISTER with MD5 and no qop (RFC 2069 form, RFC 3261 §22.4); expected value computed here with node:crypto (OpenSSL)', () => {
    const nonce = '84a4cc6f3082121f32b42a2187831a9e';
    const expected = md5(`${md5('alice:atlanta.example.com:secret')}:${nonce}:${md5('REGISTER:sip:atlanta.example.com')}`);
    // Also `openssl md5` by hand on this machine: f40da71eaf628b048c4d0eba01a9a776.
    expect(expected).toBe('f40da71eaf628b048c4d0eba01a9a776');
    const header = `Proxy-Authorization: Digest username="alice", realm="atlanta.example.com", nonce="${nonce}", uri="sip:atlanta.example.com", response="${expected}", algorithm=MD5`;
    const r = checkSipAuthorization(header, 'REGISTER', 'secret');
    expect(r).toMatchObject({ match: true, ha2: md5('REGISTER:sip:atlanta.example.com') });
    expect(r.credentials.header).toBe('Proxy-Authorization');
    expect(checkSipAuthorization(header, 'INVITE', 'secret').match).toBe(false);
  });

  it('matches node:crypto for every algorithm, -sess and auth-int (RFC 2617 §3.2.2.2–3, RFC 7616 §3.4.2–3)', () => {
    const H = { MD5: md5, 'SHA-256': sha256, 'SHA-512-256': sha512_256 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom('MD5', 'SHA-256', 'SHA-512-256' as const),
        fc.boolean(),
        fc.constantFrom(undefined, 'auth', 'auth-int' as const),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.string({ maxLength: 30 }),
        (base, sess, qop, password, body) => {
          const h = H[base];
          const c: DigestCredentials = {
            username: 'bob',
            realm: 'biloxi.example.com',
            nonce: 'n0nce',
            uri: 'sip:bob@biloxi.example.com',
            response: '0',
            algorithm: `${base}${sess ? '-sess' : ''}` as DigestCredentials['algorithm'],
            qop,
            nc: qop ? '00000002' : undefined,
            cnonce: 'cn',
            params: {},
          };
          let ha1 = h(`bob:biloxi.example.com:${password}`);
          if (sess) ha1 = h(`${ha1}:n0nce:cn`);
          const ha2 = qop === 'auth-int' ? h(`INVITE:sip:bob@biloxi.example.com:${h(body)}`) : h('INVITE:sip:bob@biloxi.example.com');
          const expected = qop ? h(`${ha1}:n0nce:00000002:cn:${qop}:${ha2}`) : h(`${ha1}:n0nce:${ha2}`);
          expect(computeDigestResponse(c, 'INVITE', password, body)).toEqual({ ha1, ha2, expected, match: false });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('parseDigestHeader', () => {
  it('reads quoted strings with commas, escapes, tokens and any case', () => {
    const c = parseDigestHeader('digest USERNAME="al\\"ice, jr", Realm = "a,b=c" ,nonce=abc123,, uri="sip:x@y;transport=tcp", response="6629FAE49393A05397450978507C4EF1", algorithm=md5-SESS, qop="auth-int", nc=0000000a, cnonce="x\\\\y", extra=token');
    expect(c).toMatchObject({
      username: 'al"ice, jr',
      realm: 'a,b=c',
      nonce: 'abc123',
      uri: 'sip:x@y;transport=tcp',
      response: '6629fae49393a05397450978507c4ef1',
      algorithm: 'MD5-sess',
      qop: 'auth-int',
      nc: '0000000a',
      cnonce: 'x\\y',
    });
    expect(c.params.extra).toBe('token');
    expect(c.header).toBeUndefined();
    // The bare parameters are fine too; algorithm defaults to MD5.
    expect(parseDigestHeader('username="a", realm="r", nonce="n", uri="u", response="00000000000000000000000000000000"').algorithm).toBe('MD5');
  });

  it('names the problem of a malformed header', () => {
    const base = 'username="a", realm="r", nonce="n", uri="u"';
    const ok = `${base}, response="00000000000000000000000000000000"`;
    expect(expectToolInputError(() => parseDigestHeader('')).message).toMatch(/^Paste an Authorization header/);
    expect(expectToolInputError(() => parseDigestHeader('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).message).toBe('This is a "Basic" header; only Digest credentials can be checked.');
    expect(expectToolInputError(() => parseDigestHeader('WWW-Authenticate: Digest realm="x"')).message).toMatch(/This is a challenge/);
    const unterminated = expectToolInputError(() => parseDigestHeader('Digest username="alice, realm="x"'));
    expect(unterminated.message).toMatch(/Expected "," between parameters at position 32/);
    const open = expectToolInputError(() => parseDigestHeader('Digest username="alice'));
    expect(open.message).toBe('The quoted value of "username" starting at position 17 has no closing quote.');
    expect(open.position).toBe(16);
    expect(expectToolInputError(() => parseDigestHeader('Digest username "a"')).message).toBe('Expected "=" after "username" at position 17.');
    expect(expectToolInputError(() => parseDigestHeader('Digest username=, realm="r"')).message).toMatch(/value of "username" at position 17 is missing/);
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, Realm="x"`)).message).toMatch(/"realm" appears twice/);
    expect(expectToolInputError(() => parseDigestHeader(base)).message).toBe('The header has no "response" parameter.');
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, algorithm=SHA-1`)).message).toMatch(/^Unsupported algorithm "SHA-1"/);
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, qop=auth`)).message).toMatch(/must carry nc and cnonce/);
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, qop=auth, nc=1, cnonce="c"`)).message).toMatch(/nc must be 8 hex digits/);
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, qop="auth,auth-int", nc=00000001, cnonce="c"`)).message).toMatch(/Unsupported qop/);
    expect(expectToolInputError(() => parseDigestHeader(`${ok}, algorithm=SHA-256`)).message).toMatch(/64 hex digits for SHA-256/);
    expect(expectToolInputError(() => computeDigestResponse(parseDigestHeader(ok), 'REG ISTER', 'x')).message).toMatch(/" " at position 4/);
    expect(expectToolInputError(() => computeDigestResponse(parseDigestHeader(ok), '', 'x')).message).toMatch(/^Enter the request method/);
  });
});

describe('sip auth: examples and robustness', () => {
  it('has examples that are valid states whose headers parse (and verify with the password in their label)', () => {
    expectExamplesMatchState(sipAuthTool, sipAuthState);
    for (const example of sipAuthTool.examples ?? []) {
      const password = /password "([^"]+)"/.exec(example.label)![1]!;
      expect(checkSipAuthorization(example.state.header as string, example.state.method as string, password).match).toBe(true);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseDigestHeader(s));
    fuzzToolFunction((s: string) => parseDigestHeader(`Digest username="${s}", realm=${s}, nonce="n", uri="u", response="${s}"`));
    fuzzToolFunction((s: string) => checkSipAuthorization(RFC2617, s, s, s));
    fuzzToolFunction((s: string) => checkSipAuthorization(`${RFC2617.slice(0, 60)}${s}`, 'GET', s));
  });
});
