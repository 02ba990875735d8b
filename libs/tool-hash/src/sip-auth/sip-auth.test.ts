import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sipAuthTool } from './meta.js';
import {
  answerDigestChallenge,
  checkSipAuthorization,
  computeDigestResponse,
  parseDigestChallenge,
  parseDigestHeader,
  parseSipMessage,
  readSipAuth,
  type DigestCredentials,
} from './sip-auth.js';
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
            warnings: [],
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
    // A response of the wrong length is read, with a warning, and cannot match.
    const short = parseDigestHeader(`${ok}, algorithm=SHA-256`);
    expect(short.warnings).toEqual([expect.stringMatching(/should be 64 hex digits for SHA-256/)]);
    expect(computeDigestResponse(short, 'GET', 'x').match).toBe(false);
    expect(expectToolInputError(() => computeDigestResponse(parseDigestHeader(ok), 'REG ISTER', 'x')).message).toMatch(/" " at position 4/);
    expect(expectToolInputError(() => computeDigestResponse(parseDigestHeader(ok), '', 'x')).message).toMatch(/^Enter the request method/);
  });
});

// RFC 3665 §2.1 (Successful New Registration), messages F2 and F3 as published, with the RFC's
// three-space indentation. F3's Authorization has no comma after realm and a 31-digit response.
const RFC3665_F2 = `   SIP/2.0 401 Unauthorized
   Via: SIP/2.0/TLS client.biloxi.example.com:5061;branch=z9hG4bKnashds7
    ;received=192.0.2.201
   From: Bob <sips:bob@biloxi.example.com>;tag=a73kszlfl
   To: Bob <sips:bob@biloxi.example.com>;tag=1410948204
   Call-ID: 1j9FpLxk3uxtm8tn@biloxi.example.com
   CSeq: 1 REGISTER
   WWW-Authenticate: Digest realm="atlanta.example.com", qop="auth",
    nonce="ea9c8e88df84f1cec4341ae6cbe5a359", opaque="", stale=FALSE,
    algorithm=MD5
   Content-Length: 0
`;
const RFC3665_F3 = `   REGISTER sips:ss2.biloxi.example.com SIP/2.0
   Via: SIP/2.0/TLS client.biloxi.example.com:5061;branch=z9hG4bKnashd92
   Max-Forwards: 70
   From: Bob <sips:bob@biloxi.example.com>;tag=ja743ks76zlflH
   To: Bob <sips:bob@biloxi.example.com>
   Call-ID: 1j9FpLxk3uxtm8tn@biloxi.example.com
   CSeq: 2 REGISTER
   Contact: <sips:bob@client.biloxi.example.com>
   Authorization: Digest username="bob", realm="atlanta.example.com"
    nonce="ea9c8e88df84f1cec4341ae6cbe5a359", opaque="",
    uri="sips:ss2.biloxi.example.com",
    response="dfe56131d1958046689d83306477ecc"
   Content-Length: 0
`;
// RFC 2617 §3.5: the challenge, in a 401 response, and the request that answers it (GET /dir/index.html).
const RFC2617_CHALLENGE = [
  'HTTP/1.1 401 Unauthorized',
  'WWW-Authenticate: Digest',
  '        realm="testrealm@host.com",',
  '        qop="auth,auth-int",',
  '        nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093",',
  '        opaque="5ccc069c403ebaf9f0171e9517f40e41"',
  '',
].join('\r\n');
const RFC2617_REQUEST = `GET /dir/index.html HTTP/1.1\r\nHost: host.com\r\n${RFC2617}\r\n\r\n`;
// RFC 7616 §3.9.1: two challenges, SHA-256 first, then MD5.
const RFC7616_CHALLENGE = (first: string, second: string) =>
  `HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Digest realm="http-auth@example.org", qop="auth, auth-int", algorithm=${first}, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"\nWWW-Authenticate: Digest realm="http-auth@example.org", qop="auth, auth-int", algorithm=${second}, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"\n`;

describe('whole messages (RFC 3261 §7) and challenges', () => {
  it('reads a SIP response: status line, folded header fields, the CSeq method, the WWW-Authenticate challenge (RFC 3665 F2)', () => {
    const message = parseSipMessage(RFC3665_F2)!;
    expect(message).toMatchObject({ kind: 'response', version: 'SIP/2.0', statusCode: 401, reasonPhrase: 'Unauthorized', method: 'REGISTER', body: '' });
    expect(message.headers.find((h) => h.name === 'Via')!.value).toBe('SIP/2.0/TLS client.biloxi.example.com:5061;branch=z9hG4bKnashds7 ;received=192.0.2.201');
    const read = readSipAuth(RFC3665_F2);
    if (read.kind !== 'challenge') throw new Error('expected a challenge');
    expect(read.challenge).toMatchObject({
      header: 'WWW-Authenticate',
      realm: 'atlanta.example.com',
      nonce: 'ea9c8e88df84f1cec4341ae6cbe5a359',
      opaque: '',
      qop: ['auth'],
      algorithm: 'MD5',
      stale: 'FALSE',
    });
    expect(read.message?.method).toBe('REGISTER');
    expect(read.warnings).toEqual([]);
  });

  it('reads a SIP request: method and Request-URI from the request line, the Authorization credentials (RFC 3665 F3, read leniently)', () => {
    const read = readSipAuth(RFC3665_F3);
    if (read.kind !== 'credentials') throw new Error('expected credentials');
    expect(read.message).toMatchObject({ kind: 'request', method: 'REGISTER', requestUri: 'sips:ss2.biloxi.example.com', version: 'SIP/2.0' });
    expect(read.credentials).toMatchObject({
      header: 'Authorization',
      username: 'bob',
      realm: 'atlanta.example.com',
      nonce: 'ea9c8e88df84f1cec4341ae6cbe5a359',
      opaque: '',
      uri: 'sips:ss2.biloxi.example.com',
      algorithm: 'MD5',
      qop: undefined,
    });
    expect(read.warnings).toEqual([
      expect.stringMatching(/^A comma is missing between "realm" and the next parameter/),
      expect.stringMatching(/should be 32 hex digits for MD5; it is "dfe56131d1958046689d83306477ecc" \(31 characters\)/),
    ]);
  });

  it('checks the RFC 2617 §3.5 response inside a whole request, with the method of its request line', () => {
    const read = readSipAuth(RFC2617_REQUEST);
    if (read.kind !== 'credentials') throw new Error('expected credentials');
    expect(read.message?.method).toBe('GET');
    expect(computeDigestResponse(read.credentials, read.message!.method!, 'Circle Of Life')).toMatchObject({ expected: '6629fae49393a05397450978507c4ef1', match: true });
    expect(read.warnings).toEqual([]);
    // A uri parameter that is not the Request-URI is pointed out.
    expect(readSipAuth(RFC2617_REQUEST.replace('GET /dir/index.html', 'GET /other')).warnings).toEqual([expect.stringMatching(/differs from the Request-URI "\/other"/)]);
  });

  it('answers the RFC 2617 §3.5 challenge with the published response, and writes the Authorization header', () => {
    const read = readSipAuth(RFC2617_CHALLENGE);
    if (read.kind !== 'challenge') throw new Error('expected a challenge');
    expect(read.challenge.qop).toEqual(['auth', 'auth-int']);
    const answer = answerDigestChallenge(read.challenge, { username: 'Mufasa', password: 'Circle Of Life', method: 'GET', uri: '/dir/index.html', cnonce: '0a4f113b' });
    expect(answer.qop).toBe('auth');
    expect(answer.response).toBe('6629fae49393a05397450978507c4ef1');
    expect(answer.header).toBe(
      'Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", response="6629fae49393a05397450978507c4ef1", algorithm=MD5, qop=auth, nc=00000001, cnonce="0a4f113b", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
    );
    // The header it writes is read back as credentials that check.
    expect(checkSipAuthorization(answer.header, 'GET', 'Circle Of Life').match).toBe(true);
  });

  it('answers the RFC 7616 §3.9.1 challenges: the first one listed (SHA-256, else MD5) with the published responses', () => {
    const request = { username: 'Mufasa', password: 'Circle of Life', method: 'GET', uri: '/dir/index.html', cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ' };
    const sha = readSipAuth(RFC7616_CHALLENGE('SHA-256', 'MD5'));
    if (sha.kind !== 'challenge') throw new Error('expected a challenge');
    expect(answerDigestChallenge(sha.challenge, request).response).toBe('753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1');
    // An unsupported first challenge is skipped for the next one.
    const md5First = readSipAuth(RFC7616_CHALLENGE('SHA-1', 'MD5'));
    if (md5First.kind !== 'challenge') throw new Error('expected a challenge');
    expect(answerDigestChallenge(md5First.challenge, request).response).toBe('8ca523f5e9506fed4657c9700eebdbec');
  });

  it('answers a Proxy-Authenticate challenge with a Proxy-Authorization header; without qop it needs no cnonce', () => {
    const challenge = parseDigestChallenge('Proxy-Authenticate: Digest realm="atlanta.example.com", nonce="84a4cc6f3082121f32b42a2187831a9e", algorithm=MD5');
    const answer = answerDigestChallenge(challenge, { username: 'alice', password: 'secret', method: 'REGISTER', uri: 'sip:atlanta.example.com' });
    // The same computation as the REGISTER example above (f40da71e…, checked with node:crypto).
    expect(answer.response).toBe('f40da71eaf628b048c4d0eba01a9a776');
    expect(answer.header.startsWith('Proxy-Authorization: Digest username="alice"')).toBe(true);
    expect(answer.header).not.toContain('qop=');
  });

  it('explains what is missing or wrong', () => {
    const challenge = parseDigestChallenge('Digest realm="r", nonce="n", qop="auth-int"');
    const base = { username: 'u', password: 'p', method: 'INVITE', uri: 'sip:x', cnonce: 'c' };
    expect(answerDigestChallenge(challenge, base).qop).toBe('auth-int');
    expect(expectToolInputError(() => answerDigestChallenge(challenge, { ...base, qop: 'auth' })).message).toMatch(/does not offer qop=auth/);
    expect(expectToolInputError(() => answerDigestChallenge(challenge, { ...base, cnonce: '' })).message).toMatch(/^Enter a client nonce/);
    expect(expectToolInputError(() => answerDigestChallenge(challenge, { ...base, nc: '1' })).message).toMatch(/nc must be 8 hex digits/);
    expect(expectToolInputError(() => answerDigestChallenge(challenge, { ...base, uri: ' ' })).message).toMatch(/^Enter the request URI/);
    expect(expectToolInputError(() => answerDigestChallenge(challenge, { ...base, username: '' })).message).toBe('Enter the username.');
    expect(expectToolInputError(() => parseDigestChallenge('WWW-Authenticate: Digest nonce="n"')).message).toBe('The challenge has no "realm" parameter.');
    expect(expectToolInputError(() => parseDigestChallenge('Digest realm="r", nonce="n", qop="auth-conf"')).message).toMatch(/computes auth and auth-int only/);
    expect(expectToolInputError(() => readSipAuth('OPTIONS sip:bob@biloxi.example.com SIP/2.0\nCSeq: 1 OPTIONS\n')).message).toBe(
      'The OPTIONS request has no Authorization, Proxy-Authorization, WWW-Authenticate or Proxy-Authenticate header field.',
    );
    expect(expectToolInputError(() => readSipAuth('INVITE sip:bob@b SIP/2.0\nAuthorization: Basic QWxhZGRpbg==\n')).message).toBe(
      'In the Authorization header field (line 2): This is a "Basic" header; only Digest credentials can be checked.',
    );
    expect(expectToolInputError(() => readSipAuth('INVITE sip:bob@b SIP/2.0\nthis is not a header\n')).message).toMatch(/^Line 2 is not a header field/);
    expect(expectToolInputError(() => readSipAuth('SIP/2.0 407 Proxy Authentication Required\nProxy-Authenticate: Digest realm="r"\n')).message).toMatch(
      /^In the Proxy-Authenticate header field \(line 2\): The challenge has no "nonce" parameter\./,
    );
    expect(parseSipMessage('Authorization: Digest username="a"')).toBeNull();
  });

  it('keeps a message body (CRLF line ends) for qop=auth-int', () => {
    const m = parseSipMessage('INVITE sip:b@x SIP/2.0\nContent-Type: application/sdp\n\nv=0\no=- 1 1 IN IP4 192.0.2.1\n')!;
    expect(m.body).toBe('v=0\r\no=- 1 1 IN IP4 192.0.2.1\r\n');
  });
});

describe('sip auth: examples and robustness', () => {
  it('has examples that are valid states whose headers parse (and verify with the password in their label)', () => {
    expectExamplesMatchState(sipAuthTool, sipAuthState);
    for (const example of sipAuthTool.examples ?? []) {
      const state = example.state as Record<string, string>;
      const read = readSipAuth(state.header!);
      const password = /password "([^"]+)"/.exec(example.label)?.[1];
      const method = read.message?.method ?? state.method!;
      if (read.kind === 'credentials') {
        if (password !== undefined) expect(computeDigestResponse(read.credentials, method, password).match, example.label).toBe(true);
      } else {
        const answer = answerDigestChallenge(read.challenge, { username: state.username!, password: password!, method, uri: state.uri!, qop: state.qop as 'auth', cnonce: state.cnonce, nc: state.nc });
        // RFC 2617 §3.5: the client's response to this challenge.
        expect(answer.response).toBe('6629fae49393a05397450978507c4ef1');
      }
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseDigestHeader(s));
    fuzzToolFunction((s: string) => parseDigestChallenge(s));
    fuzzToolFunction((s: string) => readSipAuth(s));
    fuzzToolFunction((s: string) => readSipAuth(`REGISTER sip:x SIP/2.0\n${s}`));
    fuzzToolFunction((s: string) => readSipAuth(`SIP/2.0 401 Unauthorized\nWWW-Authenticate: Digest ${s}`));
    fuzzToolFunction((s: string) => answerDigestChallenge(parseDigestChallenge('Digest realm="r", nonce="n", qop="auth"'), { username: s, password: s, method: s, uri: s, cnonce: s, nc: s }));
    fuzzToolFunction((s: string) => parseDigestHeader(`Digest username="${s}", realm=${s}, nonce="n", uri="u", response="${s}"`));
    fuzzToolFunction((s: string) => checkSipAuthorization(RFC2617, s, s, s));
    fuzzToolFunction((s: string) => checkSipAuthorization(`${RFC2617.slice(0, 60)}${s}`, 'GET', s));
  });
});
