import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: the `header` (a header or a whole message), the option
 * `method`, and to answer a challenge `username`, `uri`, `qop`, `cnonce`, `nc`. The password is a
 * secret, so examples never set it (the RFC examples name it in their label).
 */
export const sipAuthTool = defineTool({
  path: '/sip-auth',
  name: 'SIP Authorization',
  description:
    'Check a SIP (or HTTP) Digest Authorization / Proxy-Authorization header, or answer a WWW-Authenticate / Proxy-Authenticate challenge, pasted alone or in a whole SIP message: HA1, HA2 and the response for MD5, MD5-sess, SHA-256 and SHA-512-256, qop auth / auth-int — computed in your browser, nothing is sent.',
  keywords: ['sip', 'digest', 'authorization', 'proxy-authorization', 'www-authenticate', 'proxy-authenticate', 'challenge', '401', '407', 'sip message', 'register', 'invite', 'md5', 'sha-256', 'ha1', 'ha2', 'nonce', 'response', 'rfc 3261', 'rfc 2617', 'rfc 7616', 'rfc 8760', 'voip'],
  icon: 'IconPhoneCheck',
  component: () => import('./SipAuthTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['@noble/hashes'],
  examples: [
    {
      label: 'RFC 2617 §3.5 (password "Circle Of Life")',
      state: {
        method: 'GET',
        header:
          'Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
      },
    },
    {
      label: 'RFC 7616 §3.9.1 SHA-256 (password "Circle of Life")',
      state: {
        method: 'GET',
        header:
          'Authorization: Digest username="Mufasa", realm="http-auth@example.org", uri="/dir/index.html", algorithm=SHA-256, nonce="7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", nc=00000001, cnonce="f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ", qop=auth, response="753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1", opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"',
      },
    },
    {
      label: 'SIP REGISTER, MD5 without qop (password "secret")',
      state: {
        method: 'REGISTER',
        header:
          'Authorization: Digest username="alice", realm="atlanta.example.com", nonce="84a4cc6f3082121f32b42a2187831a9e", uri="sip:atlanta.example.com", response="f40da71eaf628b048c4d0eba01a9a776", algorithm=MD5',
      },
    },
    {
      // RFC 2617 §3.5: the server's challenge, answered for GET /dir/index.html with the example's cnonce.
      label: 'Answer the RFC 2617 §3.5 challenge (password "Circle Of Life")',
      state: {
        method: 'GET',
        header:
          'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Digest\n        realm="testrealm@host.com",\n        qop="auth,auth-int",\n        nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093",\n        opaque="5ccc069c403ebaf9f0171e9517f40e41"\n',
        username: 'Mufasa',
        uri: '/dir/index.html',
        qop: 'auth',
        cnonce: '0a4f113b',
        nc: '00000001',
      },
    },
    {
      // RFC 3665 §2.1, message F3 as published (its Authorization lacks a comma and its response is 31 digits long).
      label: 'Whole SIP REGISTER message (RFC 3665 §2.1 F3)',
      state: {
        header:
          'REGISTER sips:ss2.biloxi.example.com SIP/2.0\nVia: SIP/2.0/TLS client.biloxi.example.com:5061;branch=z9hG4bKnashd92\nMax-Forwards: 70\nFrom: Bob <sips:bob@biloxi.example.com>;tag=ja743ks76zlflH\nTo: Bob <sips:bob@biloxi.example.com>\nCall-ID: 1j9FpLxk3uxtm8tn@biloxi.example.com\nCSeq: 2 REGISTER\nContact: <sips:bob@client.biloxi.example.com>\nAuthorization: Digest username="bob", realm="atlanta.example.com"\n nonce="ea9c8e88df84f1cec4341ae6cbe5a359", opaque="",\n uri="sips:ss2.biloxi.example.com",\n response="dfe56131d1958046689d83306477ecc"\nContent-Length: 0\n',
      },
    },
  ],
});
