import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { base64DataUri, bytesToBase64, preferSingleQuotes, svgDataUri } from './svg-data-uri.js';

describe('bytesToBase64', () => {
  it('matches the RFC 4648 §10 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, b64] of vectors) expect(bytesToBase64(new TextEncoder().encode(text))).toBe(b64);
  });
  it('agrees with Node for any bytes, also past one chunk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => bytesToBase64(bytes) === Buffer.from(bytes).toString('base64')),
      { numRuns: 30 },
    );
  });
  it('writes data:<mime>;base64,…', () => {
    expect(base64DataUri(new Uint8Array([1, 2, 3]), 'Image/PNG')).toBe('data:image/png;base64,AQID');
  });
});

describe('svgDataUri', () => {
  it('decodes back to the text with lone surrogates replaced by U+FFFD', () => {
    expect(decodeURIComponent(svgDataUri('<svg>\uD800</svg>').slice('data:image/svg+xml,'.length))).toBe('<svg>\uFFFD</svg>');
  });
});

describe('preferSingleQuotes', () => {
  const { DOMParser } = new JSDOM('').window;
  const canonical = (xml: string) => new DOMParser().parseFromString(xml, 'image/svg+xml').documentElement.outerHTML;

  it('single-quotes attribute values without a quote, and leaves text and other values alone', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="it's" x="1">a="b"</text></svg>`;
    const out = preferSingleQuotes(svg);
    expect(out).toBe(`<svg xmlns='http://www.w3.org/2000/svg'><text font-family="it's" x='1'>a="b"</text></svg>`);
    expect(canonical(out)).toBe(canonical(svg));
  });
});
