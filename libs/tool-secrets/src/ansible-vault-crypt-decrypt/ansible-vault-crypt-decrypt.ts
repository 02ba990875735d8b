import { ToolInputError } from '@handy-tools/ui/kit';
import { bytesToHex, parseBytes } from '@handy-tools/bytes';

/*
 * Ansible Vault, cipher AES256 (VaultAES256 in ansible/parsing/vault/__init__.py):
 *
 *   envelope  = header "\n" body wrapped at 80 characters "\n"
 *   header    = "$ANSIBLE_VAULT;1.1;AES256"  or  "$ANSIBLE_VAULT;1.2;AES256;<vault-id>"
 *   body      = hexlify( hexlify(salt) "\n" hexlify(hmac) "\n" hexlify(ciphertext) )
 *   salt      = 32 random bytes
 *   key1 ‖ key2 ‖ iv = PBKDF2-HMAC-SHA256(password, salt, 10 000 iterations, 80 bytes)  (32 + 32 + 16)
 *   ciphertext = AES-256-CTR(key1, initial counter block = iv)(PKCS#7-padded plaintext, 128-bit blocks)
 *   hmac      = HMAC-SHA256(key2, ciphertext)
 *
 * (format_vaulttext_envelope, parse_vaulttext_envelope, _parse_vaulttext, VaultAES256._gen_key_initctr,
 * _encrypt_cryptography, _decrypt_cryptography.) Everything runs on WebCrypto.
 */

/** The format versions this tool reads and writes: 1.1 (no vault ID) and 1.2 (with a vault ID). */
export const VAULT_VERSIONS = ['1.1', '1.2'] as const;
export type VaultVersion = (typeof VAULT_VERSIONS)[number];
/** PBKDF2-HMAC-SHA256 iterations of VaultAES256. */
export const VAULT_PBKDF2_ITERATIONS = 10_000;
/** Longest vault ID this tool accepts. */
export const VAULT_ID_MAX_LENGTH = 100;

const HEADER = '$ANSIBLE_VAULT';
const LINE_LENGTH = 80;
const utf8 = new TextEncoder();

/** A parsed vault envelope (see {@link parseVault}). */
export interface ParsedVault {
  version: VaultVersion;
  /** Always "AES256" (the only cipher Ansible still writes and reads). */
  cipher: 'AES256';
  /** The vault ID of a 1.2 header (`--vault-id`), or null. */
  vaultId: string | null;
  salt: Uint8Array<ArrayBuffer>;
  /** HMAC-SHA256 of the ciphertext, 32 bytes. */
  hmac: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

/**
 * Reads a vault envelope: the header line and the hex body. Also accepts a YAML vaulted variable
 * (`!vault |` on its own line or before the header, lines indented) and CRLF line ends.
 *
 * @param text - the vault text, e.g. the content of a file made by `ansible-vault encrypt`.
 * @returns the version, vault ID, salt, HMAC and ciphertext.
 * @throws ToolInputError naming the line (and column) at fault: a missing or bad header, an
 *   unsupported version or cipher, a character that is not a hex digit, an odd number of hex
 *   digits (truncated), or a decoded body that is not "salt \n hmac \n ciphertext".
 */
export function parseVault(text: string): ParsedVault {
  const lines = text.split(/\r?\n/).map((line, i) => ({ n: i + 1, text: line.trim() }));
  let content = lines.filter((l) => l.text !== '');
  if (content.length === 0) throw new ToolInputError(`Paste a vault: it starts with "${HEADER};1.1;AES256".`);
  const first = content[0]!;
  if (first.text.startsWith('!vault')) {
    const rest = first.text.replace(/^!vault\s*\|?[-+]?\s*/, '');
    content = rest === '' ? content.slice(1) : [{ n: first.n, text: rest }, ...content.slice(1)];
  }
  const headerLine = content[0];
  if (!headerLine) throw new ToolInputError('The vault has no header after "!vault |".');
  if (!headerLine.text.startsWith(HEADER)) throw new ToolInputError(`Line ${headerLine.n}: a vault starts with "${HEADER};1.1;AES256" (or ";1.2;AES256;<vault ID>").`, { line: headerLine.n });
  const parts = headerLine.text.split(';').map((p) => p.trim());
  if (parts[0] !== HEADER || parts.length < 3) throw new ToolInputError(`Line ${headerLine.n}: the header must be "${HEADER};<version>;<cipher>", e.g. "${HEADER};1.1;AES256".`, { line: headerLine.n });
  const version = parts[1]!;
  if (!(VAULT_VERSIONS as readonly string[]).includes(version)) throw new ToolInputError(`Line ${headerLine.n}: unknown vault format version "${version}" (1.1 and 1.2 are supported).`, { line: headerLine.n });
  const cipher = parts[2]!;
  if (cipher !== 'AES256') throw new ToolInputError(`Line ${headerLine.n}: unsupported cipher "${cipher}"; Ansible Vault uses AES256.`, { line: headerLine.n });
  const vaultId = parts.length >= 4 && parts[3] !== '' ? parts[3]! : null;

  const body = content.slice(1);
  if (body.length === 0) throw new ToolInputError(`The vault has no data after the header (line ${headerLine.n}).`, { line: headerLine.n });
  for (const line of body) {
    const bad = /[^0-9a-fA-F]/.exec(line.text);
    if (bad) {
      const c = String.fromCodePoint(line.text.codePointAt(bad.index) ?? 0);
      throw new ToolInputError(`Line ${line.n}, column ${bad.index + 1}: "${c}" is not a hex digit.`, { line: line.n, column: bad.index + 1 });
    }
  }
  const hex = body.map((l) => l.text).join('');
  if (hex.length % 2 === 1) throw new ToolInputError(`The vault data has an odd number of hex digits (${hex.length}): it is truncated or a digit is missing.`);
  // Only hex digits and "\n" are valid in the decoded body, so any single-byte decoding will do.
  const decoded = new TextDecoder('latin1').decode(parseBytes(hex, 'hex', 'The vault'));
  const fields = decoded.split('\n');
  if (fields.length < 3) throw new ToolInputError(`The vault data must decode to three lines (salt, HMAC, ciphertext); it has ${fields.length}: the vault is truncated or not a vault.`);
  const [saltHex, hmacHex] = fields as [string, string];
  const cipherHex = fields.slice(2).join('\n');
  const names = ['salt', 'HMAC', 'ciphertext'];
  [saltHex, hmacHex, cipherHex].forEach((field, i) => {
    if (field === '' || !/^[0-9a-fA-F]*$/.test(field) || field.length % 2 === 1) throw new ToolInputError(`The vault's ${names[i]} (decoded line ${i + 1}) is not an even number of hex digits: the vault is corrupted.`);
  });
  if (hmacHex.length !== 64) throw new ToolInputError(`The vault's HMAC is ${hmacHex.length / 2} bytes, not 32: the vault is corrupted.`);
  const ciphertext = parseBytes(cipherHex, 'hex', 'The ciphertext');
  if (ciphertext.length % 16 !== 0) throw new ToolInputError(`The vault's ciphertext is ${ciphertext.length} bytes, not a multiple of 16: the vault is truncated or corrupted.`);
  return { version: version as VaultVersion, cipher: 'AES256', vaultId, salt: parseBytes(saltHex, 'hex', 'The salt'), hmac: parseBytes(hmacHex, 'hex', 'The HMAC'), ciphertext };
}

async function deriveKeys(password: string, salt: Uint8Array<ArrayBuffer>): Promise<{ aesKey: CryptoKey; hmacKey: CryptoKey; iv: Uint8Array<ArrayBuffer> }> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', utf8.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: VAULT_PBKDF2_ITERATIONS }, base, 80 * 8));
  const aesKey = await subtle.importKey('raw', bits.slice(0, 32), 'AES-CTR', false, ['encrypt', 'decrypt']);
  const hmacKey = await subtle.importKey('raw', bits.slice(32, 64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { aesKey, hmacKey, iv: bits.slice(64, 80) };
}

function requirePassword(password: string): void {
  if (password === '') throw new ToolInputError('Enter the vault password.');
}

/**
 * Checks a vault ID for a 1.2 header (`ansible-vault --vault-id <id>@…`).
 *
 * @param vaultId - the ID; blanks around it are ignored.
 * @returns the trimmed ID ("" for none).
 * @throws ToolInputError when it holds ";" or blanks, or is longer than {@link VAULT_ID_MAX_LENGTH}.
 */
export function checkVaultId(vaultId: string): string {
  const id = vaultId.trim();
  if (/[;\s]/.test(id)) throw new ToolInputError('The vault ID cannot contain ";" or blanks.');
  if (id.length > VAULT_ID_MAX_LENGTH) throw new ToolInputError(`The vault ID is longer than ${VAULT_ID_MAX_LENGTH} characters.`);
  return id;
}

/** Options of {@link encryptVault}. */
export interface VaultEncryptOptions {
  /** A vault ID: the output is then format 1.2 with that ID; without one, format 1.1. */
  vaultId?: string;
  /** A fixed 32-byte salt instead of a random one (for tests and reproducible output). */
  salt?: Uint8Array;
}

/**
 * Encrypts text as `ansible-vault encrypt` (or `encrypt_string`) does, format 1.1, or 1.2 when a
 * vault ID is given (VaultAES256; see the format at the top of this file).
 *
 * @param plaintext - the text (not empty), encoded as UTF-8.
 * @param password - the vault password (not empty), encoded as UTF-8.
 * @param options - vault ID and fixed salt.
 * @returns the vault text: header line, hex body in lines of 80 characters, final newline.
 * @throws ToolInputError for empty text or password, a bad vault ID, or a fixed salt that is not 32 bytes.
 */
export async function encryptVault(plaintext: string, password: string, options: VaultEncryptOptions = {}): Promise<string> {
  if (plaintext === '') throw new ToolInputError('Enter the text to encrypt.');
  requirePassword(password);
  const vaultId = checkVaultId(options.vaultId ?? '');
  const salt = options.salt === undefined ? globalThis.crypto.getRandomValues(new Uint8Array(32)) : new Uint8Array(options.salt);
  if (salt.length !== 32) throw new ToolInputError(`The salt must be 32 bytes, not ${salt.length}.`);
  const { aesKey, hmacKey, iv } = await deriveKeys(password, salt);
  const plain = utf8.encode(plaintext);
  const pad = 16 - (plain.length % 16);
  const padded = new Uint8Array(plain.length + pad).fill(pad);
  padded.set(plain);
  const ciphertext = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-CTR', counter: iv, length: 128 }, aesKey, padded));
  const hmac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', hmacKey, ciphertext));
  const inner = `${bytesToHex(salt)}\n${bytesToHex(hmac)}\n${bytesToHex(ciphertext)}`;
  const body = bytesToHex(utf8.encode(inner));
  const header = vaultId === '' ? `${HEADER};1.1;AES256` : `${HEADER};1.2;AES256;${vaultId}`;
  const lines = [header];
  for (let i = 0; i < body.length; i += LINE_LENGTH) lines.push(body.slice(i, i + LINE_LENGTH));
  return `${lines.join('\n')}\n`;
}

/** The result of {@link decryptVault}. */
export interface DecryptedVault {
  plaintext: string;
  version: VaultVersion;
  vaultId: string | null;
}

/**
 * Decrypts a vault made by `ansible-vault` (formats 1.1 and 1.2, AES256): checks the HMAC first
 * (constant time, WebCrypto `verify`), then decrypts and removes the PKCS#7 padding.
 *
 * @param text - the vault text (see {@link parseVault} for what is accepted).
 * @param password - the vault password.
 * @returns the plaintext, the format version and the vault ID.
 * @throws ToolInputError for a malformed vault (see {@link parseVault}), an empty password, a
 *   wrong password ("the HMAC does not match"), bad padding, or content that is not UTF-8 text.
 */
export async function decryptVault(text: string, password: string): Promise<DecryptedVault> {
  const vault = parseVault(text);
  requirePassword(password);
  const { aesKey, hmacKey, iv } = await deriveKeys(password, vault.salt);
  const valid = await globalThis.crypto.subtle.verify('HMAC', hmacKey, vault.hmac, vault.ciphertext);
  if (!valid) throw new ToolInputError('Wrong password or corrupted vault: the HMAC does not match.');
  const padded = new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-CTR', counter: iv, length: 128 }, aesKey, vault.ciphertext));
  const pad = padded[padded.length - 1] ?? 0;
  if (pad < 1 || pad > 16 || pad > padded.length || padded.subarray(padded.length - pad).some((b) => b !== pad)) throw new ToolInputError('The vault is corrupted: its padding is invalid although the HMAC matches.');
  let plaintext: string;
  try {
    plaintext = new TextDecoder('utf-8', { fatal: true }).decode(padded.subarray(0, padded.length - pad));
  } catch (error) {
    throw new ToolInputError('The decrypted content is not UTF-8 text (a binary file?): this tool shows text only.', { cause: error });
  }
  return { plaintext, version: vault.version, vaultId: vault.vaultId };
}
