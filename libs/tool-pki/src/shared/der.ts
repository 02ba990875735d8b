import * as asn1js from 'asn1js';

/**
 * Parses BER/DER bytes with asn1js, never throwing.
 *
 * asn1js reports most malformed input through `offset === -1` and `result.error`, but it throws on
 * some others (a malformed GeneralizedTime or UTCTime, for example), which untrusted bytes hit by
 * chance: about one random ECDSA P1363 signature in 256 starts with a time tag.
 *
 * @param bytes - the encoded bytes (ITU-T X.690).
 * @returns asn1js's result; on a thrown error, `offset` -1 and a block whose `error` is its message.
 */
export function parseBer(bytes: Uint8Array | ArrayBuffer): ReturnType<typeof asn1js.fromBER> {
  try {
    return asn1js.fromBER(bytes);
  } catch (error) {
    return { offset: -1, result: new asn1js.BaseBlock({ error: error instanceof Error ? error.message : String(error) }) };
  }
}
