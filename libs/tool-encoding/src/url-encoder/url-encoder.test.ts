import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlEncoder } from './meta.js';
import { urlEncoderState } from './state.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeExtValue, decodeUrlComponent, encodeUrl, encodeUrlComponent, URL_ENCODE_MODES } from './url-encoder.js';

const inputError = expectToolInputError;

describe('encodeUrlComponent — RFC 3986', () => {
  it('§2.1: "%20" is the percent-encoding of the space octet', () => {
    expect(encodeUrlComponent(' ')).toBe('%20');
    expect(decodeUrlComponent('%20')).toBe(' ');
  });

  it('§2.5: non-ASCII characters become the percent-encoded octets of their UTF-8 form', () => {
    // RFC 3986 §2.5: À is "%C3%80", KATAKANA LETTER A (U+30A2) is "%E3%82%A2".
    expect(encodeUrlComponent('\u00C0')).toBe('%C3%80');
    expect(encodeUrlComponent('\u30A2')).toBe('%E3%82%A2');
    expect(decodeUrlComponent('%C3%80')).toBe('\u00C0');
    expect(decodeUrlComponent('%E3%82%A2')).toBe('\u30A2');
  });

  it('§2.3: unreserved characters are left as they are', () => {
    const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
    expect(encodeUrlComponent(unreserved)).toBe(unreserved);
    expect(encodeUrlComponent(unreserved, { strict: true })).toBe(unreserved);
  });

  it('§2.2: reserved characters are encoded (encodeURIComponent keeps !\'()*, strict mode does not)', () => {
    // gen-delims ":/?#[]@" and sub-delims "$&+,;=" → their US-ASCII codes in upper-case hex (§2.1).
    expect(encodeUrlComponent(':/?#[]@')).toBe('%3A%2F%3F%23%5B%5D%40');
    expect(encodeUrlComponent('$&+,;=')).toBe('%24%26%2B%2C%3B%3D');
    expect(encodeUrlComponent("!'()*")).toBe("!'()*");
    expect(encodeUrlComponent("!'()*", { strict: true })).toBe('%21%27%28%29%2A');
  });

  it('§2.4: "%" itself is encoded as "%25"', () => {
    expect(encodeUrlComponent('100%')).toBe('100%25');
    expect(decodeUrlComponent('100%25')).toBe('100%');
  });

  it('form encoding writes spaces as "+" (application/x-www-form-urlencoded)', () => {
    expect(encodeUrlComponent('a b+c', { spaceAsPlus: true })).toBe('a+b%2Bc');
    expect(decodeUrlComponent('a+b%2Bc', { plusAsSpace: true })).toBe('a b+c');
    expect(decodeUrlComponent('a+b')).toBe('a+b');
  });

  it('writes upper-case hex digits (RFC 3986 §2.1 "should use uppercase")', () => {
    expect(encodeUrlComponent('é')).toBe('%C3%A9');
    expect(encodeUrlComponent('😀')).toBe('%F0%9F%98%80');
  });

  it('refuses text with an unpaired surrogate, naming where', () => {
    const err = inputError(() => encodeUrlComponent('ab\uDC00'));
    expect(err.message).toMatch(/unpaired surrogate \(U\+DC00\) at position 3/);
  });
});

describe('decodeUrlComponent', () => {
  it('§6.2.2.1: hex digits are case-insensitive', () => {
    expect(decodeUrlComponent('%c3%80')).toBe('\u00C0');
    expect(decodeUrlComponent('%7e%7E')).toBe('~~');
  });

  it('leaves characters that are not escapes alone', () => {
    expect(decodeUrlComponent('a=b&c=d é')).toBe('a=b&c=d é');
  });

  it('round-trips any Unicode text, in both modes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), fc.boolean(), fc.boolean(), (text, strict, plus) => {
        const encoded = encodeUrlComponent(text, { strict, spaceAsPlus: plus });
        expect(encoded).toMatch(strict ? /^[A-Za-z0-9\-._~%+]*$/ : /^[A-Za-z0-9\-._~!'()*%+]*$/);
        expect(decodeUrlComponent(encoded, { plusAsSpace: plus })).toBe(text);
      }),
    );
  });

  it('decodes exactly like decodeURIComponent on valid input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const encoded = encodeURIComponent(text);
        expect(decodeUrlComponent(encoded)).toBe(decodeURIComponent(encoded));
      }),
    );
  });
});

describe('malformed percent-encoding', () => {
  it('names an incomplete escape at the end', () => {
    // "%E0%A4%A": the third escape has a single hex digit.
    const err = inputError(() => decodeUrlComponent('%E0%A4%A'));
    expect(err.message).toBe('Incomplete percent-escape "%A" at position 7: "%" must be followed by two hexadecimal digits (0–9, A–F).');
    expect(err.position).toBe(6);
  });

  it('names an escape with non-hex digits', () => {
    const err = inputError(() => decodeUrlComponent('ab%ZZcd'));
    expect(err.message).toMatch(/^Invalid percent-escape "%ZZ" at position 3:/);
    expect(err.position).toBe(2);
  });

  it('names a lone "%"', () => {
    expect(inputError(() => decodeUrlComponent('100%')).message).toMatch(/^"%" at position 4 ends the text/);
    expect(inputError(() => decodeUrlComponent('50% off')).message).toMatch(/^Invalid percent-escape "% o" at position 3/);
  });

  it('names escapes whose bytes are not UTF-8', () => {
    // 0xFF never appears in UTF-8 (RFC 3629 §1).
    expect(inputError(() => decodeUrlComponent('a%FFb')).message).toMatch(/^Invalid UTF-8 sequence "%FF" at position 2: this byte cannot start/);
    // 0x80 is a continuation byte with no lead byte.
    expect(inputError(() => decodeUrlComponent('x%80')).message).toMatch(/^Invalid UTF-8 sequence "%80" at position 2: it is a continuation byte/);
    // E2 82 needs a third byte (E2 82 AC is "€").
    expect(inputError(() => decodeUrlComponent('%E2%82 euro')).message).toMatch(/^Invalid UTF-8 sequence "%E2%82" at position 1: the UTF-8 character is incomplete/);
    // ED A0 80 would be the surrogate U+D800 (RFC 3629 §3 forbids it).
    expect(inputError(() => decodeUrlComponent('ok%ED%A0%80')).message).toMatch(/^Invalid UTF-8 sequence "%ED%A0" at position 3: these bytes are not a valid UTF-8 sequence/);
    // C0 AF is an overlong "/" (RFC 3629 §10).
    expect(inputError(() => decodeUrlComponent('%C0%AF')).message).toMatch(/^Invalid UTF-8 sequence "%C0" at position 1/);
  });

  it('gives line and column in a multi-line input', () => {
    const err = inputError(() => decodeUrlComponent('a=1\nb=%G1'));
    expect(err.message).toMatch(/"%G1" at line 2, column 3/);
    expect(err.line).toBe(2);
  });

  it('rejects what decodeURIComponent rejects, and only with ToolInputError', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[a-z%]){0,12}$/), (s) => {
        let native: string | null;
        try {
          native = decodeURIComponent(s);
        } catch {
          native = null;
        }
        if (native === null) expect(() => decodeUrlComponent(s)).toThrow(ToolInputError);
        else expect(decodeUrlComponent(s)).toBe(native);
      }),
    );
  });
});

describe('encodeUrl, whole-URL mode — RFC 3986 §2.2 reserved characters stay', () => {
  it('leaves the example URIs of RFC 3986 §1.1.2 as they are (brackets of an IPv6 host included)', () => {
    for (const uri of [
      'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      'http://www.ietf.org/rfc/rfc2396.txt',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'telnet://192.0.2.16:80/',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    ]) {
      expect(encodeUrl(uri, { mode: 'uri' })).toBe(uri);
    }
  });

  it('keeps gen-delims and sub-delims, encodes the rest as UTF-8 octets (§2.1, §2.5)', () => {
    expect(encodeUrl(":/?#[]@!$&'()*+,;=", { mode: 'uri' })).toBe(":/?#[]@!$&'()*+,;=");
    expect(encodeUrl('https://example.com/caf\u00E9 menu?q=a b', { mode: 'uri' })).toBe('https://example.com/caf%C3%A9%20menu?q=a%20b');
    // "%" is not allowed on its own (§2.4) and "<>\"{}|\\^`" are outside the URI character set (appendix A).
    expect(encodeUrl('100% <a>"{}|\\^`', { mode: 'uri' })).toBe('100%25%20%3Ca%3E%22%7B%7D%7C%5C%5E%60');
  });

  it('never turns spaces into "+", which is a literal sub-delimiter in a URL', () => {
    expect(encodeUrl('a b+c', { mode: 'uri', spaceAsPlus: true })).toBe('a%20b+c');
  });

  it('agrees with encodeURI except for "[" and "]", which RFC 3986 reserves and encodeURI encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const reference = encodeURI(text).replace(/%5B/g, '[').replace(/%5D/g, ']');
        expect(encodeUrl(text, { mode: 'uri' })).toBe(reference);
      }),
    );
  });
});

describe('encodeUrl, encodeURI mode — exactly ECMA-262 §19.2.6.4', () => {
  it('encodes the brackets of an IPv6 host, unlike RFC 3986 (RFC 3986 §1.1.2 example)', () => {
    expect(encodeUrl('ldap://[2001:db8::7]/c=GB?objectClass?one', { mode: 'encode-uri' })).toBe('ldap://%5B2001:db8::7%5D/c=GB?objectClass?one');
    // uriReserved, uriMark and "#" stay (ECMA-262 §19.2.6.4); the rest as UTF-8 octets (RFC 3986 §2.5).
    expect(encodeUrl(";/?:@&=+$,-_.!~*'()#", { mode: 'encode-uri' })).toBe(";/?:@&=+$,-_.!~*'()#");
    expect(encodeUrl('https://example.com/caf\u00E9 menu', { mode: 'encode-uri', spaceAsPlus: true })).toBe('https://example.com/caf%C3%A9%20menu');
  });

  it('gives what the runtime\'s own encodeURI gives, for any well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(encodeUrl(text, { mode: 'encode-uri' })).toBe(encodeURI(text));
      }),
    );
  });

  it('is read back by decodeUrlComponent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(decodeUrlComponent(encodeUrl(text, { mode: 'encode-uri' }))).toBe(text);
      }),
    );
  });
});

describe('encodeUrl, strict mode — RFC 3986 §2.3 unreserved characters only', () => {
  it('encodes every reserved character, sub-delimiters included', () => {
    expect(encodeUrl(":/?#[]@!$&'()*+,;=", { mode: 'strict' })).toBe('%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D');
    expect(encodeUrl('AZaz09-._~', { mode: 'strict' })).toBe('AZaz09-._~');
    expect(encodeUrl("it's", { strict: true })).toBe(encodeUrl("it's", { mode: 'strict' }));
  });
});

describe('RFC 5987 ext-values (HTTP header parameters)', () => {
  it('encodes the examples of RFC 5987 §3.2.2 (upper-case hex, RFC 3986 §2.1)', () => {
    // RFC 5987 §3.2.2: title*=UTF-8''%c2%a3%20and%20%e2%82%ac%20rates is "£ and € rates".
    expect(encodeUrl('\u00A3 and \u20AC rates', { mode: 'rfc5987' })).toBe("UTF-8''%C2%A3%20and%20%E2%82%AC%20rates");
    expect(encodeUrl('\u20AC rates', { mode: 'rfc5987', language: 'en' })).toBe("UTF-8'en'%E2%82%AC%20rates");
  });

  it('keeps exactly the attr-char set of §3.2.1', () => {
    expect(encodeUrl('AZaz09!#$&+-.^_`|~', { mode: 'rfc5987' })).toBe("UTF-8''AZaz09!#$&+-.^_`|~");
    // Not attr-char: "*", "'", "%", "(", ")", ",", "/", ":", ";", "=", "?", "@", "[", "]", "{", "}", '"' and space.
    expect(encodeUrl("*'%(),/:;=?@[]{}\" ", { mode: 'rfc5987' })).toBe("UTF-8''%2A%27%25%28%29%2C%2F%3A%3B%3D%3F%40%5B%5D%7B%7D%22%20");
    expect(encodeUrl('a b', { mode: 'rfc5987', spaceAsPlus: true })).toBe("UTF-8''a%20b");
  });

  it('refuses a language that is not a language tag', () => {
    expect(inputError(() => encodeUrl('x', { mode: 'rfc5987', language: 'en_US' })).message).toMatch(/^"en_US" is not a language tag/);
  });

  it('decodes the examples of RFC 5987 §3.2.2 and RFC 6266 §5', () => {
    expect(decodeExtValue("iso-8859-1'en'%A3%20rates")).toEqual({ charset: 'ISO-8859-1', language: 'en', value: '\u00A3 rates' });
    expect(decodeExtValue("UTF-8''%c2%a3%20and%20%e2%82%ac%20rates")).toEqual({ charset: 'UTF-8', language: '', value: '\u00A3 and \u20AC rates' });
    // RFC 6266 §5: Content-Disposition: attachment; filename*= UTF-8''%e2%82%ac%20rates
    expect(decodeExtValue("filename*= UTF-8''%e2%82%ac%20rates").value).toBe('\u20AC rates');
  });

  it('reads ISO-8859-1 bytes as U+0000–U+00FF (not as windows-1252)', () => {
    // 0x80 is a C1 control in ISO-8859-1; windows-1252 would read it as "€".
    expect(decodeExtValue("ISO-8859-1''%80%FF").value).toBe('\u0080\u00FF');
  });

  it('round-trips any text, with or without a language', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('', 'en', 'de-CH', 'zh-Hant-TW'), (text, language) => {
        const encoded = encodeUrl(text, { mode: 'rfc5987', language });
        expect(encoded).toMatch(/^UTF-8'[A-Za-z-]*'[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
        expect(decodeExtValue(encoded)).toEqual({ charset: 'UTF-8', language, value: text });
      }),
    );
  });

  it('names where an ext-value is malformed', () => {
    expect(inputError(() => decodeExtValue('%E2%82%AC')).message).toMatch(/no "'" was found after position 1/);
    expect(inputError(() => decodeExtValue("UTF-8'%E2")).message).toMatch(/only one "'" was found/);
    expect(inputError(() => decodeExtValue("UTF-16''abc")).message).toBe('Charset "UTF-16" is not supported at position 1: RFC 5987 values use UTF-8 or ISO-8859-1 (RFC 8187: UTF-8).');
    expect(inputError(() => decodeExtValue("''abc")).message).toMatch(/^The charset is missing at position 1/);
    expect(inputError(() => decodeExtValue("UTF-8'e n'abc")).message).toMatch(/^"e n" at position 7 is not a language tag/);
    const space = inputError(() => decodeExtValue("UTF-8''a b"));
    expect(space.message).toMatch(/^Character U\+0020 at position 9 must be percent-encoded/);
    expect(space.position).toBe(8);
    expect(inputError(() => decodeExtValue("UTF-8''%E2%82")).message).toMatch(/^Invalid UTF-8 sequence "%E2%82" at position 8: the UTF-8 character is incomplete/);
    expect(inputError(() => decodeExtValue("UTF-8''ab%4")).message).toMatch(/^Incomplete percent-escape "%4" at position 10/);
    expect(inputError(() => decodeExtValue("iso-8859-1''%G1")).message).toMatch(/^Invalid percent-escape "%G1" at position 13/);
  });
});

describe('url encoder: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlEncoder, urlEncoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => encodeUrlComponent(s));
    for (const mode of URL_ENCODE_MODES) fuzzToolFunction((s: string) => encodeUrl(s, { mode, language: s.slice(0, 3) }), undefined, 50);
    fuzzToolFunction((s: string) => decodeExtValue(s));
    fuzzToolFunction((s: string) => decodeExtValue(`UTF-8''${s}`));
    fuzzToolFunction((s: string) => decodeUrlComponent(s));
    fuzzToolFunction((s: string) => decodeUrlComponent(s, { plusAsSpace: true }));
  });
});
