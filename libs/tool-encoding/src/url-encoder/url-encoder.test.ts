import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlEncoder } from './meta.js';
import { urlEncoderState } from './state.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUrlComponent, encodeUrlComponent } from './url-encoder.js';

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

describe('url encoder: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlEncoder, urlEncoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => encodeUrlComponent(s));
    fuzzToolFunction((s: string) => decodeUrlComponent(s));
    fuzzToolFunction((s: string) => decodeUrlComponent(s, { plusAsSpace: true }));
  });
});
