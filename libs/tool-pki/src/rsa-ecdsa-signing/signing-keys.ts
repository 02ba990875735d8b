// Naming the key in a field, without node-forge (asn1js only): what the page uses on the main thread.
import { isEncryptedPrivateKey, readPrivateKey, readPublicKey, type PublicKeyInfo } from '../rsa-encryption/key-info.js';

/** What a key is, for the page: "RSA 2048-bit", "ECDSA P-256", "Ed25519". */
export function signingKeyDescription(key: Pick<PublicKeyInfo, 'algorithm' | 'bits' | 'curve'>): string {
  if (key.algorithm === 'RSA' || key.algorithm === 'RSA-PSS') return `RSA ${key.bits ?? '?'}-bit${key.algorithm === 'RSA-PSS' ? ' (RSA-PSS only)' : ''}`;
  if (key.algorithm === 'EC') return `ECDSA ${key.curve ?? ''}`;
  return 'Ed25519';
}

/**
 * Names the key in a field, for the hint beside it ("ECDSA P-256 private key, SEC 1").
 *
 * @param text - the field's text.
 * @param kind - which field.
 * @returns the description, or null when the field is empty or holds an encrypted key (named once
 *   signing has decrypted it: `SignResult`'s `key`).
 * @throws ToolInputError when the text is not a key of that kind.
 */
export function describeSigningKey(text: string, kind: 'private' | 'public'): string | null {
  if (text.trim() === '') return null;
  if (kind === 'private') {
    if (isEncryptedPrivateKey(text)) return null;
    const key = readPrivateKey(text, '');
    return `${signingKeyDescription(key)} private key (${SOURCE_NAMES[key.source]})`;
  }
  if (/PRIVATE KEY-----/.test(text)) return 'A private key: its public half is used.';
  const key = readPublicKey(text);
  return `${signingKeyDescription(key)} public key (${SOURCE_NAMES[key.source]})`;
}

const SOURCE_NAMES: Record<PublicKeyInfo['source'], string> = {
  spki: 'SubjectPublicKeyInfo',
  pkcs1: 'PKCS#1',
  certificate: 'from the certificate',
  pkcs8: 'PKCS#8',
  sec1: 'SEC 1',
  'encrypted-pkcs8': 'encrypted PKCS#8',
  'legacy-encrypted': 'OpenSSL encrypted PEM',
  openssh: 'OpenSSH',
};
