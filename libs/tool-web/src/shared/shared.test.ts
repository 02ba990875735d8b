import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Bytes, decodeBase64Utf8, encodeBase64UrlUtf8 } from './base64url.js';
import { findUrls, replaceUrls, safeDecodeURIComponent } from './find-urls.js';
import { unwrapOnce, unwrapUrl } from './redirect-wrappers.js';

describe('findUrls — RFC 3986 Appendix C delimiting, GFM extended autolinks', () => {
  it('finds URLs in angle brackets, quotes and sentences, without the sentence punctuation', () => {
    const text = 'Read <https://example.com/a?b=1>, then "http://example.org/x". Also ftp://files.example.net/pub.';
    expect(findUrls(text).map((f) => f.url)).toEqual(['https://example.com/a?b=1', 'http://example.org/x', 'ftp://files.example.net/pub']);
  });

  it('keeps balanced parentheses (GFM §6.9) and drops an unbalanced closing one', () => {
    expect(findUrls('(see https://en.wikipedia.org/wiki/Pipe_(Unix))').map((f) => f.url)).toEqual(['https://en.wikipedia.org/wiki/Pipe_(Unix)']);
    expect(findUrls('(https://example.com/a)').map((f) => f.url)).toEqual(['https://example.com/a']);
  });

  it('gives offsets that slice the URL out of the text', () => {
    const text = 'a https://x.example/1\nb https://y.example/2';
    for (const f of findUrls(text)) expect(text.slice(f.start, f.end)).toBe(f.url);
  });

  it('finds every generated web URL written between words', () => {
    fc.assert(
      fc.property(fc.array(fc.webUrl({ withQueryParameters: true }).filter((u) => !/[()[\]'*!,;:.?_~]$/.test(u) && !/[<>"`{}|\\^]/.test(u)), { minLength: 1, maxLength: 4 }), (urls) => {
        expect(findUrls(urls.join(' and ')).map((f) => f.url)).toEqual(urls);
      }),
    );
  });

  it('replaceUrls keeps the text between URLs', () => {
    expect(replaceUrls('x https://a.example y https://b.example z', (f, i) => `<${i}:${f.url}>`)).toBe('x <0:https://a.example> y <1:https://b.example> z');
  });

  it('safeDecodeURIComponent decodes what it can and keeps malformed escapes', () => {
    expect(safeDecodeURIComponent('caf%C3%A9%20%ZZ%E2')).toBe('café %ZZ%E2');
  });
});

describe('base64url — RFC 4648 §10 test vectors', () => {
  const vectors: [string, string][] = [['', ''], ['f', 'Zg'], ['fo', 'Zm8'], ['foo', 'Zm9v'], ['foob', 'Zm9vYg'], ['fooba', 'Zm9vYmE'], ['foobar', 'Zm9vYmFy']];
  it('encodes and decodes the published vectors (padding omitted, RFC 4648 §3.2)', () => {
    for (const [text, encoded] of vectors) {
      expect(encodeBase64UrlUtf8(text)).toBe(encoded);
      expect(decodeBase64Utf8(encoded)).toBe(text);
      expect(decodeBase64Utf8(encoded + '='.repeat((4 - (encoded.length % 4)) % 4))).toBe(text);
    }
  });

  it('uses - and _ (RFC 4648 §5) and agrees with Node\'s base64url', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = encodeBase64UrlUtf8(text);
        expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64url'));
        expect(decodeBase64Utf8(encoded)).toBe(text);
      }),
    );
  });

  it('refuses text that is not Base64', () => {
    expect(decodeBase64Bytes('a')).toBeNull();
    expect(decodeBase64Bytes('ab$c')).toBeNull();
    expect(decodeBase64Utf8('_w')).toBeNull(); // 0xFF is not UTF-8
  });
});

describe('redirect wrappers', () => {
  it('Microsoft Safe Links: the url parameter (real link format)', () => {
    const link =
      'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Fpath%3Fa%3D1%26b%3D2&data=05%7C02%7Cuser%40contoso.com%7C0123456789abcdef%7C72f988bf86f141af91ab2d7cd011db47%7C1%7C0%7C638000000000000000%7CUnknown%7CTWFpbGZsb3d8eyJWIjoiMC4wLjAwMDAiLCJQIjoiV2luMzIiLCJBTiI6Ik1haWwiLCJXVCI6Mn0%3D%7C0%7C%7C%7C&sdata=abcdEFGH%2Bijkl%3D&reserved=0';
    expect(unwrapOnce(link)).toEqual({ wrapper: 'Microsoft Safe Links', target: 'https://www.example.com/path?a=1&b=2' });
  });

  it('Proofpoint v1 and v2 (examples of Proofpoint\'s urldecoder.py)', () => {
    expect(unwrapOnce('https://urldefense.proofpoint.com/v1/url?u=http://www.bouncycastle.org/&k=oIvRg1%2BdGAgOoM1BIlLLqw%3D%3D%0A&r=IKM5u8%2B%2F%2Fi8EBhWOS%2BqGbTqCC%2BrMqWI%2FVfEAEsQO%2F0Y%3D%0A&m=Ww6iaHO73mDQpPQwOwfLfN8WMapqHyvtu8jM8SjqmVQ%3D%0A&s=d3583cfa53dade97025bc6274c6c8951dc29fe0f38830cf8e5a447723b9f1c9a')?.target).toBe(
      'http://www.bouncycastle.org/',
    );
    expect(
      unwrapOnce(
        'https://urldefense.proofpoint.com/v2/url?u=http-3A__links.mkt3337.com_ctt-3Fkn-3D3-26ms-3DMzQ3OTg3MDQS1-26r-3DMTA4MDgzNDk1MzkS1-26b-3D0-26j-3DMTMwMjA1ODYzNQS2-26mt-3D1-26rt-3D0&d=DwMFaQ&c=Vxt5e0Osvvt2gflwSlsJ5DmPGcPvTRKLJyp031rXjhg&r=TZyl6FHsGnhL2MTqrBGwSw&m=ccrlGnpjCbRgCkNSl0ZGVeuATANrFw2cgo23ISA8Wtk&s=u5NbxBcl8WRXnkNbMNrTuXg2GJ-b4zWCQJkrk72hjUM&e=',
      )?.target,
    ).toBe('http://links.mkt3337.com/ctt?kn=3&ms=MzQ3OTg3MDQS1&r=MTA4MDgzNDk1MzkS1&b=0&j=MTMwMjA1ODYzNQS2&mt=1&rt=0');
  });

  it('Proofpoint v3: "*" takes the next replaced character, "**X" a run (A = 2)', () => {
    // Proofpoint's example: "Kw" is the base64url of "+".
    expect(
      unwrapOnce('https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$')?.target,
    ).toBe('https://google.com:443/search?q=a+test&gs=ps');
    // "Pz8" is the base64url of "??": a run of two.
    expect(unwrapOnce('https://urldefense.com/v3/__https://ex.example/x**Ay__;Pz8!!abc$')?.target).toBe('https://ex.example/x??y');
    // No replaced characters.
    expect(unwrapOnce('https://urldefense.com/v3/__https://www.example.com/page__;!!sig$')?.target).toBe('https://www.example.com/page');
  });

  it('Google, Facebook, LinkedIn, YouTube, Slack, Sophos and Cisco wrappers', () => {
    expect(unwrapOnce('https://www.google.com/url?sa=t&rct=j&q=&esrc=s&source=web&cd=&ved=2ahUKE&url=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FURL&usg=AOvVaw')?.target).toBe('https://en.wikipedia.org/wiki/URL');
    expect(unwrapOnce('https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.org%2Fnews%3Fid%3D5&h=AT0abc')?.target).toBe('https://example.org/news?id=5');
    expect(unwrapOnce('https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fexample.com%2F&urlhash=abcd')?.target).toBe('https://example.com/');
    expect(unwrapOnce('https://www.youtube.com/redirect?event=video_description&q=https%3A%2F%2Fexample.com%2Fa')?.target).toBe('https://example.com/a');
    expect(unwrapOnce('https://slack-redir.net/link?url=https%3A%2F%2Fexample.com')?.target).toBe('https://example.com');
    expect(unwrapOnce(`https://eu-central-1.protection.sophos.com?d=example.com&u=${Buffer.from('https://example.com/x?y=1').toString('base64')}&i=abc`)?.target).toBe('https://example.com/x?y=1');
    expect(unwrapOnce('https://secure-web.cisco.com/1AbCdEf/https%3A%2F%2Fexample.com%2Fpage')?.target).toBe('https://example.com/page');
  });

  it('explains a wrapper whose target cannot be read', () => {
    expect(unwrapOnce('https://nam12.safelinks.protection.outlook.com/?data=05')).toMatchObject({ target: null, problem: expect.stringMatching(/no target/) });
    expect(unwrapOnce('https://protect-eu.mimecast.com/s/AbCdEfGh?domain=example.com')).toMatchObject({ wrapper: 'Mimecast URL Protect', target: null });
    expect(unwrapOnce('https://nam12.safelinks.protection.outlook.com/?url=not%20a%20url')).toMatchObject({ target: null, problem: expect.stringMatching(/not an absolute URL/) });
  });

  it('leaves other links alone and unwraps nested wrappers outermost first', () => {
    expect(unwrapOnce('https://example.com/?url=https://x.example')).toBeNull();
    const inner = 'https://urldefense.com/v3/__https://www.example.com/page__;!!sig$';
    const outer = `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(inner)}&data=1`;
    const result = unwrapUrl(outer);
    expect(result.url).toBe('https://www.example.com/page');
    expect(result.steps.map((s) => s.wrapper)).toEqual(['Microsoft Safe Links', 'Proofpoint URL Defense v3']);
  });

  it('round-trips any web URL through a Safe Links wrapper', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const wrapped = `https://nam02.safelinks.protection.outlook.com/?url=${encodeURIComponent(url)}&data=05%7C01&reserved=0`;
        expect(unwrapUrl(wrapped).url).toBe(url);
      }),
    );
  });
});
