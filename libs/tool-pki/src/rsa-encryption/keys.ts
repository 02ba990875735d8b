// The key formats of ./key-info.ts, with encrypted private keys decrypted by node-forge.
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBer } from '../shared/der.js';
import forge from 'node-forge';
import { fromBinaryString, toBinaryString } from './bytes.js';
import { readPrivateKey as readPrivateKeyWith, type KeyDecryptor, type PemBlock, type PrivateKeyInfo } from './key-info.js';

export * from './key-info.js';

/**
 * Decrypts a PKCS#8 EncryptedPrivateKeyInfo (RFC 5958 §3; PBES2 with PBKDF2 and AES or 3DES, as
 * `openssl genpkey -aes256` writes, or the PKCS#12 PBE schemes) with node-forge.
 */
function decryptPkcs8(encrypted: Uint8Array, passphrase: string, what: string): Uint8Array {
  if (passphrase === '') throw new ToolInputError(`${what} is encrypted: enter its passphrase.`);
  let info: forge.asn1.Asn1 | null;
  try {
    info = forge.pki.decryptPrivateKeyInfo(forge.asn1.fromDer(toBinaryString(encrypted)), passphrase);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ToolInputError(`${what}: cannot decrypt it (${message}).`, { cause });
  }
  if (!info) throw new ToolInputError(`${what}: wrong passphrase (the key does not decrypt).`);
  return fromBinaryString(forge.asn1.toDer(info).getBytes());
}

const LEGACY_CIPHERS: Record<string, { forge: forge.cipher.Algorithm; keyLength: number }> = {
  'DES-CBC': { forge: 'DES-CBC', keyLength: 8 },
  'DES-EDE3-CBC': { forge: '3DES-CBC', keyLength: 24 },
  'AES-128-CBC': { forge: 'AES-CBC', keyLength: 16 },
  'AES-192-CBC': { forge: 'AES-CBC', keyLength: 24 },
  'AES-256-CBC': { forge: 'AES-CBC', keyLength: 32 },
};

/** Decrypts an OpenSSL "traditional" encrypted PEM body (RFC 1421 headers, EVP_BytesToKey with MD5). */
function decryptLegacy(block: PemBlock, passphrase: string, what: string): Uint8Array {
  if (passphrase === '') throw new ToolInputError(`${what} is encrypted: enter its passphrase.`);
  const [name, ivHex] = (block.headers['DEK-Info'] ?? '').split(',');
  const cipher = LEGACY_CIPHERS[(name ?? '').trim().toUpperCase()];
  if (!cipher || !ivHex || !/^[0-9a-fA-F]+$/.test(ivHex.trim())) throw new ToolInputError(`${what}: its encryption "${block.headers['DEK-Info'] ?? ''}" is not supported (AES-128/192/256-CBC, DES-EDE3-CBC and DES-CBC are).`);
  const iv = forge.util.hexToBytes(ivHex.trim());
  // OpenSSL's EVP_BytesToKey (MD5, one round): node-forge has it, its typings do not.
  const pbe = (forge as unknown as { pbe: { opensslDeriveBytes(password: string, salt: string, length: number): string } }).pbe;
  const key = pbe.opensslDeriveBytes(passphrase, iv.slice(0, 8), cipher.keyLength);
  const decipher = forge.cipher.createDecipher(cipher.forge, key);
  decipher.start({ iv });
  decipher.update(forge.util.createBuffer(toBinaryString(block.der)));
  if (!decipher.finish()) throw new ToolInputError(`${what}: wrong passphrase (the key does not decrypt).`);
  const plain = fromBinaryString(decipher.output.getBytes());
  if (parseBer(plain).offset !== plain.length) throw new ToolInputError(`${what}: wrong passphrase (the key does not decrypt).`);
  return plain;
}

/** node-forge's decryption of encrypted private keys. */
const FORGE_DECRYPTOR: KeyDecryptor = { pkcs8: decryptPkcs8, legacy: decryptLegacy };

/**
 * Reads a private key as {@link readPrivateKeyWith} does (PEM PKCS#8, PKCS#1, SEC 1, OpenSSH), and
 * also encrypted keys: `ENCRYPTED PRIVATE KEY` (PKCS#8, PBES2 with PBKDF2 and AES or 3DES, RFC 8018)
 * and OpenSSL traditional encrypted PEM (`Proc-Type: 4,ENCRYPTED`), decrypted with `passphrase`.
 *
 * @param text - the field's text.
 * @param passphrase - the passphrase of an encrypted key ('' when not encrypted).
 * @param what - the field's name for messages.
 * @returns the key as PKCS#8 DER with its type.
 * @throws ToolInputError as {@link readPrivateKeyWith}, and for a missing or wrong passphrase.
 */
export function readPrivateKey(text: string, passphrase: string, what = 'The private key'): PrivateKeyInfo {
  return readPrivateKeyWith(text, passphrase, what, FORGE_DECRYPTOR);
}
