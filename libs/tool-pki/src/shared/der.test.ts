import * as asn1js from 'asn1js';
import { describe, expect, it } from 'vitest';
import { parseBer } from './der.js';

describe('parseBer (ITU-T X.690 through asn1js, never throwing)', () => {
  it('reads a DER SEQUENCE of two INTEGERs', () => {
    const parsed = parseBer(Uint8Array.of(0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x7f));
    expect(parsed.offset).toBe(8);
    expect(parsed.result).toBeInstanceOf(asn1js.Sequence);
  });

  it('reports a malformed GeneralizedTime (asn1js throws on it) as offset -1 with the reason', () => {
    const bytes = Uint8Array.of(0x18, 0x03, 0x41, 0x42, 0x43);
    expect(() => asn1js.fromBER(bytes)).toThrow();
    const parsed = parseBer(bytes);
    expect(parsed.offset).toBe(-1);
    expect(parsed.result.error).toMatch(/\S/);
  });

  it('reports truncated input as offset -1', () => {
    expect(parseBer(Uint8Array.of(0x30, 0x05, 0x02)).offset).toBe(-1);
  });
});
