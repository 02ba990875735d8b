import { describe, expect, it } from 'vitest';
import { expectToolInputError } from '@handy-tools/ui/testing';
import { answerDigestChallenge, parseSipMessage, readSipAuth } from './sip-auth.js';

// Whole messages as published: RFC 4475 (SIP torture tests) and the Cisco IOS SIP Configuration
// Guide, Release 15M&T, "Configuring SIP AAA Features" (a call through two authenticating proxies).

// RFC 4475 §3.1.1.1 "A Short Tortuous INVITE" (wsinv): folding, white space before colons, odd case, compact forms, SDP body.
const WSINV = `INVITE sip:vivekg@chair-dnrc.example.com;unknownparam SIP/2.0
TO :
 sip:vivekg@chair-dnrc.example.com ;   tag    = 1918181833n
from   : "J Rosenberg \\\\\\""       <sip:jdrosen@example.com>
  ;
  tag = 98asjd8
MaX-fOrWaRdS: 0068
Call-ID: wsinv.ndaksdj@192.0.2.1
Content-Length   : 150
cseq: 0009
  INVITE
Via  : SIP  /   2.0
 /UDP
    192.0.2.2;branch=390skdjuw
s :
NewFangledHeader:   newfangled value
 continued newfangled value
UnknownHeaderWithUnusualValue: ;;,,;;,;
Content-Type: application/sdp
Route:
 <sip:services.example.com;lr;unknownwith=value;unknown-no-value>
v:  SIP  / 2.0  / TCP     spindle.example.com   ;
  branch  =   z9hG4bK9ikj8  ,
 SIP  /    2.0   / UDP  192.168.255.111   ; branch=
 z9hG4bK30239
m:"Quoted string \\"\\"" <sip:jdrosen@example.com> ; newparam =
      newvalue ;
  secondparam ; q = 0.33

v=0
o=mhandley 29739 7272939 IN IP4 192.0.2.3
s=-
c=IN IP4 192.0.2.4
t=0 0
m=audio 49217 RTP/AVP 0 12
m=video 3227 RTP/AVP 31
a=rtpmap:31 LPC
`;

// RFC 4475 §3.1.1.2 "Wide Range of Valid Characters" (intmeth): CRLF line ends, control characters in a quoted string.
const INTMETH_METHOD = "!interesting-Method0123456789_*+`.%indeed'~";
const INTMETH_URI = "sip:1_unusual.URI~(to-be!sure)&isn't+it$/crazy?,/;;*:&it+has=1,weird!*pas$wo~d_too.(doesn't-it)@example.com";
const INTMETH = [
  `${INTMETH_METHOD} ${INTMETH_URI} SIP/2.0`,
  "Via: SIP/2.0/TCP host1.example.com;branch=z9hG4bK-.!%66*_+`'~",
  `To: "BEL:\\\x07 NUL:\\\x00 DEL:\\\x7F" <sip:1_unusual.URI~(to-be!sure)&isn't+it$/crazy?,/;;*@example.com>`,
  "From: token1~` token2'+_ token3*%!.- <sip:mundane@example.com> ;fromParam''~+*_!.-%=\"работающий\";tag=_token~1'+`*%!-.",
  "Call-ID: intmeth.word%ZK-!.*_+'@word`~)(><:\\/\"][?}{",
  `CSeq: 139122385 ${INTMETH_METHOD}`,
  'Max-Forwards: 255',
  "extensionHeader-!.%*+_`'~: \uFEFF大停電",
  'Content-Length: 0',
  '',
  '',
].join('\r\n');

// RFC 4475 §3.1.1.5 "Use of % When It Is Not an Escape" (esc02): the method is RE%47IST%45R, not REGISTER.
const ESC02 = `RE%47IST%45R sip:registrar.example.com SIP/2.0
To: "%Z%45" <sip:resource@example.com>
From: "%Z%45" <sip:resource@example.com>;tag=f232jadfj23
Call-ID: esc02.asdfnqwo34rq23i34jrjasdcnl23nrlknsdf
Via: SIP/2.0/TCP host.example.com;branch=z9hG4bK209%fzsnel234
CSeq: 29344 RE%47IST%45R
Max-Forwards: 70
Contact: <sip:alias1@host1.example.com>
C%6Fntact: <sip:alias2@host2.example.com>
Contact: <sip:alias3@host3.example.com>
l: 0
`;

// RFC 4475 §3.1.1.8 "Extra Trailing Octets in a UDP Datagram" (dblreq): a REGISTER, then noise that looks like an INVITE.
const DBLREQ = `REGISTER sip:example.com SIP/2.0
To: sip:j.user@example.com
From: sip:j.user@example.com;tag=43251j3j324
Max-Forwards: 8
I: dblreq.0ha0isndaksdj99sdfafnl3lk233412
Contact: sip:j.user@host.example.com
CSeq: 8 REGISTER
Via: SIP/2.0/UDP 192.0.2.125;branch=z9hG4bKkdjuw23492
Content-Length: 0

INVITE sip:joe@example.com SIP/2.0
t: sip:joe@example.com
From: sip:caller@example.net;tag=141334
Max-Forwards: 8
Call-ID: dblreq.0ha0isnda977644900765@192.0.2.15
CSeq: 8 INVITE
Via: SIP/2.0/UDP 192.0.2.15;branch=z9hG4bKkdjuw380234
Content-Type: application/sdp
Content-Length: 150

v=0
o=mhandley 29739 7272939 IN IP4 192.0.2.15
s=-
c=IN IP4 192.0.2.15
t=0 0
m=audio 49217 RTP/AVP 0 12
m =video 3227 RTP/AVP 31
a=rtpmap:31 LPC
`;

// RFC 4475 §3.3.7 "Unknown Authorization Scheme" (regaut01).
const REGAUT01 = [
  'REGISTER sip:example.com SIP/2.0',
  'To: sip:j.user@example.com',
  'From: sip:j.user@example.com;tag=87321hj23128',
  'Max-Forwards: 8',
  'Call-ID: regaut01.0ha0isndaksdj',
  'CSeq: 9338 REGISTER',
  'Via: SIP/2.0/TCP 192.0.2.253;branch=z9hG4bKkdjuw',
  'Authorization: NoOneKnowsThisScheme opaque-data=here',
  'Content-Length:0',
  '',
  '',
].join('\r\n');

// Cisco's example: the INVITE resent with credentials for both proxies (its message stops after these fields).
const CISCO_INVITE = `INVITE sip:36601@172.18.193.187:5060 SIP/2.0
Via: SIP/2.0/UDP  172.18.193.120:5060;branch=z9hG4bK8GY
From: <sip:36602@172.18.193.120>;tag=50EB48-383
To: <sip:36601@172.18.193.187>
Call-ID: D61E40D3-496A11D6-80070030-9426ED30@172.18.193.120
CSeq: 103 INVITE
Proxy-Authorization: Digest username="36602", realm="proxy1.example.com", nonce="wf84f1ceczx41ae6cbe5aea9c8e88d359", opaque="", uri="sip:36601@172.18.193.187", response="42ce3cef44b22f50c6a6071bc8"
Proxy-Authorization: Digest username="36602", realm="proxy2.example.com", nonce="c1e22c41ae6cbe5ae983a9c8e88d359", opaque="", uri="sip:36601@172.18.193.187", response="f44ab22f150c6a56071bce8"
`;
// Cisco's example: the second proxy's challenge (the response has no CSeq).
const CISCO_407 = `SIP/2.0 407 Proxy Authorization Required
Via: SIP/2.0/UDP  172.18.193.120:5060;branch=z9hG4bKEE1
From: <sip:36602@172.18.193.120>;tag=50EB48-383
To: <sip:36601@172.18.193.187>;tag=083250982545745
Call-ID: D61E40D3-496A11D6-80070030-9426ED30@172.18.193.120
Proxy-Authenticate: Digest realm="proxy2.example.com", qop="auth", nonce="c1e22c41ae6cbe5ae983a9c8e88d359", opaque="", stale=FALSE, algorithm=MD5
Content-Length: 0
`;

describe('RFC 4475 torture messages: the method, Request-URI and body are read as the RFC says', () => {
  it('§3.1.1.1 wsinv: folded and oddly spaced fields; the body is exactly its Content-Length (150 bytes with CRLF line ends)', () => {
    const m = parseSipMessage(WSINV)!;
    expect(m).toMatchObject({ kind: 'request', method: 'INVITE', requestUri: 'sip:vivekg@chair-dnrc.example.com;unknownparam', version: 'SIP/2.0', warnings: [] });
    const field = (name: string) => m.headers.find((h) => h.name === name)?.value;
    expect(field('TO')).toBe('sip:vivekg@chair-dnrc.example.com ;   tag    = 1918181833n');
    expect(field('cseq')).toBe('0009 INVITE');
    expect(field('s')).toBe('');
    expect(field('Content-Length')).toBe('150');
    expect(m.headers.map((h) => h.name)).toEqual([
      'TO', 'from', 'MaX-fOrWaRdS', 'Call-ID', 'Content-Length', 'cseq', 'Via', 's', 'NewFangledHeader',
      'UnknownHeaderWithUnusualValue', 'Content-Type', 'Route', 'v', 'm',
    ]);
    expect(field('NewFangledHeader')).toBe('newfangled value continued newfangled value');
    expect(new TextEncoder().encode(m.body)).toHaveLength(150);
    expect(m.body.startsWith('v=0\r\no=mhandley 29739 7272939 IN IP4 192.0.2.3\r\n')).toBe(true);
    expect(expectToolInputError(() => readSipAuth(WSINV)).message).toBe(
      'The INVITE request has no Authorization, Proxy-Authorization, WWW-Authenticate or Proxy-Authenticate header field.',
    );
  });

  it('§3.1.1.2 intmeth: an extension method made of every token character, and its Request-URI, exactly', () => {
    const m = parseSipMessage(INTMETH)!;
    expect(m.method).toBe(INTMETH_METHOD);
    expect(m.requestUri).toBe(INTMETH_URI);
    expect(m.headers.find((h) => h.name === 'CSeq')!.value).toBe(`139122385 ${INTMETH_METHOD}`);
    expect(m.headers.find((h) => h.name === "extensionHeader-!.%*+_`'~")!.value).toBe('\uFEFF大停電');
    expect(m.body).toBe('');
    expect(m.warnings).toEqual([]);
    expect(expectToolInputError(() => readSipAuth(INTMETH)).message).toBe(
      `The ${INTMETH_METHOD} request has no Authorization, Proxy-Authorization, WWW-Authenticate or Proxy-Authenticate header field.`,
    );
  });

  it('§3.1.1.5 esc02: the method is the token RE%47IST%45R as written (a digest over it uses it undecoded)', () => {
    const m = parseSipMessage(ESC02)!;
    expect(m.method).toBe('RE%47IST%45R');
    expect(m.headers.map((h) => h.name)).toContain('C%6Fntact');
  });

  it('§3.1.1.8 dblreq: octets past the Content-Length are not the body (RFC 3261 §18.3), and the user is told', () => {
    const m = parseSipMessage(DBLREQ)!;
    expect(m.method).toBe('REGISTER');
    expect(m.body).toBe('');
    expect(m.warnings).toEqual([expect.stringMatching(/^\d+ bytes after the body's 0 \(Content-Length\) are not part of the message and were left out\.$/)]);
    // Without the noise, nothing to say.
    expect(parseSipMessage(DBLREQ.slice(0, DBLREQ.indexOf('INVITE')))!.warnings).toEqual([]);
    // A body shorter than its Content-Length (lost when copied) is pointed out too.
    expect(parseSipMessage(WSINV.replace('a=rtpmap:31 LPC\n', ''))!.warnings).toEqual([
      'The body has 133 bytes (lines ending in CRLF) but its Content-Length says 150: was it cut or changed when copied?',
    ]);
  });

  it('§3.3.7 regaut01: an Authorization with an unknown scheme is named, with its line', () => {
    expect(expectToolInputError(() => readSipAuth(REGAUT01)).message).toBe(
      'In the Authorization header field (line 8): This is a "NoOneKnowsThisScheme" header; only Digest credentials can be checked.',
    );
  });
});

describe('messages with several Digest header fields (Cisco IOS SIP AAA example)', () => {
  it('reads the first Proxy-Authorization of an INVITE through two proxies, lists both, and reads the second on request', () => {
    const first = readSipAuth(CISCO_INVITE);
    if (first.kind !== 'credentials') throw new Error('expected credentials');
    expect(first.message).toMatchObject({ method: 'INVITE', requestUri: 'sip:36601@172.18.193.187:5060' });
    expect(first.fields).toEqual([
      { name: 'Proxy-Authorization', line: 7, realm: 'proxy1.example.com' },
      { name: 'Proxy-Authorization', line: 8, realm: 'proxy2.example.com' },
    ]);
    expect(first.field).toEqual(first.fields![0]);
    expect(first.credentials).toMatchObject({ header: 'Proxy-Authorization', realm: 'proxy1.example.com', nonce: 'wf84f1ceczx41ae6cbe5aea9c8e88d359', uri: 'sip:36601@172.18.193.187' });
    // Its uri parameter lacks the Request-URI's port, and its response is an example's 26 digits: both said.
    expect(first.warnings).toEqual([
      expect.stringMatching(/^The response should be 32 hex digits for MD5; it is "42ce3cef44b22f50c6a6071bc8" \(26 characters\)/),
      'The uri parameter "sip:36601@172.18.193.187" differs from the Request-URI "sip:36601@172.18.193.187:5060"; the response is computed with the uri parameter.',
    ]);

    const second = readSipAuth(CISCO_INVITE, 1);
    if (second.kind !== 'credentials') throw new Error('expected credentials');
    expect(second.field).toEqual({ name: 'Proxy-Authorization', line: 8, realm: 'proxy2.example.com' });
    expect(second.credentials).toMatchObject({ realm: 'proxy2.example.com', nonce: 'c1e22c41ae6cbe5ae983a9c8e88d359', response: 'f44ab22f150c6a56071bce8' });
    // Out of range: the first.
    expect(readSipAuth(CISCO_INVITE, 7).field?.line).toBe(7);
    expect(readSipAuth(CISCO_INVITE, -1).field?.line).toBe(7);
  });

  it('reads the 407 challenge (no CSeq, so no method from the message) and answers it with Proxy-Authorization', () => {
    const read = readSipAuth(CISCO_407);
    if (read.kind !== 'challenge') throw new Error('expected a challenge');
    expect(read.message).toMatchObject({ kind: 'response', statusCode: 407, reasonPhrase: 'Proxy Authorization Required', method: undefined });
    expect(read.field).toEqual({ name: 'Proxy-Authenticate', line: 6, realm: 'proxy2.example.com' });
    expect(read.challenge).toMatchObject({ header: 'Proxy-Authenticate', realm: 'proxy2.example.com', qop: ['auth'], opaque: '', stale: 'FALSE' });
    const answer = answerDigestChallenge(read.challenge, { username: '36602', password: 'x', method: 'INVITE', uri: 'sip:36601@172.18.193.187', cnonce: 'c' });
    expect(answer.header).toMatch(/^Proxy-Authorization: Digest username="36602", realm="proxy2.example.com", nonce="c1e22c41ae6cbe5ae983a9c8e88d359", uri="sip:36601@172.18.193.187", response="[0-9a-f]{32}", algorithm=MD5, qop=auth, nc=00000001, cnonce="c", opaque=""$/);
  });
});
