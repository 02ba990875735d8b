import { ToolInputError } from '@handy-tools/ui/kit';
import { decryptPgpMessage, describePgpKeys, encryptPgpMessage, signPgpMessage, verifyPgpMessage, type PgpKeyInfo, type PgpMode, type PgpSignatureCheck, type PgpSignStyle } from './pgp-encryption.js';

/** Everything the tool's page sends to a run (the fields of its state). */
export interface PgpToolRequest {
  mode: PgpMode;
  /** The text to encrypt or sign. */
  text: string;
  /** Recipients' public keys (encrypt). */
  recipients: string;
  /** The private key (decrypt, sign; optional signer when encrypting). */
  privateKey: string;
  /** Its passphrase. */
  passphrase: string;
  /** The message to decrypt. */
  encrypted: string;
  /** The signed message, or the signed text (verify). */
  message: string;
  /** A detached signature (verify, optional). */
  signature: string;
  /** The sender's / signer's public keys (decrypt: optional; verify: required). */
  publicKeys: string;
  /** Cleartext or detached (sign). */
  style: PgpSignStyle;
}

/** The key fields a run describes. */
export type PgpKeyField = 'recipients' | 'privateKey' | 'publicKeys';

/** What a run gives back. */
export interface PgpToolResult {
  /** The output text (armored message or signature, or the decrypted / signed text) and the signature checks. */
  output?: { text: string; signatures?: PgpSignatureCheck[] };
  /** Why the mode's job failed (a sentence for people). */
  error?: string;
  /** The field that is still empty and must be filled before the job can run (not an error). */
  missing?: PgpKeyField | 'text' | 'encrypted' | 'message';
  /** The details of each key field that is filled and used by the mode, or its error. */
  keys: Partial<Record<PgpKeyField, { info?: PgpKeyInfo[]; error?: string }>>;
}

const FIELD_NAMES: Record<PgpKeyField, string> = { recipients: "recipient's public key", privateKey: 'private key', publicKeys: 'public key' };
const USED: Record<PgpMode, PgpKeyField[]> = { encrypt: ['recipients', 'privateKey'], decrypt: ['privateKey', 'publicKeys'], sign: ['privateKey'], verify: ['publicKeys'] };

/**
 * Runs one mode of the tool on the page's fields — encrypt, decrypt, sign or verify — and
 * describes the keys pasted in the fields the mode uses. Never throws for bad input: the job's
 * error and each key field's error are returned for the page to show next to the fields.
 *
 * @param request - {@link PgpToolRequest}.
 * @returns {@link PgpToolResult}.
 * @see RFC 9580 (OpenPGP).
 */
export async function runPgpTool(request: PgpToolRequest): Promise<PgpToolResult> {
  const keys: PgpToolResult['keys'] = {};
  for (const field of USED[request.mode]) {
    const text = request[field];
    if (text.trim() === '') continue;
    try {
      keys[field] = { info: await describePgpKeys(text, FIELD_NAMES[field]) };
    } catch (e) {
      keys[field] = { error: e instanceof ToolInputError ? e.message : String(e) };
    }
  }
  const missing = (
    {
      encrypt: request.recipients.trim() === '' ? 'recipients' : undefined,
      decrypt: request.encrypted.trim() === '' ? 'encrypted' : request.privateKey.trim() === '' ? 'privateKey' : undefined,
      sign: request.text === '' ? 'text' : request.privateKey.trim() === '' ? 'privateKey' : undefined,
      verify: request.message.trim() === '' ? 'message' : request.publicKeys.trim() === '' ? 'publicKeys' : undefined,
    } as const
  )[request.mode];
  if (missing) return { keys, missing };
  try {
    switch (request.mode) {
      case 'encrypt':
        return { keys, output: { text: await encryptPgpMessage({ text: request.text, publicKeys: request.recipients, signingKey: request.privateKey, passphrase: request.passphrase }) } };
      case 'decrypt':
        return { keys, output: await decryptPgpMessage({ message: request.encrypted, privateKey: request.privateKey, passphrase: request.passphrase, publicKeys: request.publicKeys }) };
      case 'sign':
        return { keys, output: { text: await signPgpMessage({ text: request.text, privateKey: request.privateKey, passphrase: request.passphrase, style: request.style }) } };
      case 'verify':
        return { keys, output: await verifyPgpMessage({ message: request.message, signature: request.signature, publicKeys: request.publicKeys }) };
    }
  } catch (e) {
    if (e instanceof ToolInputError) return { keys, error: e.message };
    return { keys, error: `Unexpected error: ${e instanceof Error ? e.message : String(e)}` };
  }
  return { keys };
}
