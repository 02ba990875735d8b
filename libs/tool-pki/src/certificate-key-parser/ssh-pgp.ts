import { ToolInputError } from '@handy-tools/ui/kit';
import { bitLength, digest, type Field } from './fields.js';
import { base64ToBytes, bytesToBase64, toHex } from './pem.js';

/**
 * Reads the public part of an OpenSSH private key (PROTOCOL.key: `openssh-key-v1`): its cipher,
 * key derivation and public key, which are stored unencrypted.
 *
 * @param der - the decoded body of an `OPENSSH PRIVATE KEY` block.
 * @returns the public key's facts with the protection fields first.
 * @throws ToolInputError when the bytes are not an openssh-key-v1 key.
 */
export async function parseOpensshPrivateKey(der: Uint8Array): Promise<OtherKey> {
  const magic = new TextEncoder().encode('openssh-key-v1\0');
  if (der.length < magic.length || magic.some((b, i) => der[i] !== b)) throw new ToolInputError('This OPENSSH PRIVATE KEY block does not start with "openssh-key-v1".');
  const r = new Reader(der.subarray(magic.length), 'The OpenSSH private key');
  const cipher = new TextDecoder().decode(r.sshString());
  const kdf = new TextDecoder().decode(r.sshString());
  r.sshString();
  const count = r.u32();
  if (count < 1) throw new ToolInputError('The OpenSSH private key holds no key.');
  const key = await parseSshKeyBlob(r.sshString());
  const protection = { label: 'Encryption', value: cipher === 'none' ? 'none' : `${cipher} (key derivation ${kdf})` };
  return { ...key, fields: [protection, ...key.fields] };
}

/** An SSH or PGP public key read by {@link parseSshPublicKey} or {@link parsePgpPublicKey}. */
export interface OtherKey {
  /** Algorithm name, e.g. `ssh-ed25519`, `RSA`. */
  algorithm: string;
  bits: number | null;
  fields: Field[];
}

class Reader {
  private pos = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly what: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.bytes.length;
  }
  take(n: number): Uint8Array {
    if (n < 0 || this.pos + n > this.bytes.length) throw new ToolInputError(`${this.what} ends too early (byte ${this.pos + 1}).`);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  u8(): number {
    return this.take(1)[0] ?? 0;
  }
  u16(): number {
    const [a = 0, b = 0] = this.take(2);
    return (a << 8) | b;
  }
  u32(): number {
    const [a = 0, b = 0, c = 0, d = 0] = this.take(4);
    return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  }
  /** RFC 4251 §5 `string`. */
  sshString(): Uint8Array {
    return this.take(this.u32());
  }
  /** RFC 9580 §3.2 multiprecision integer. */
  mpi(): Uint8Array {
    return this.take((this.u16() + 7) >> 3);
  }
}

const SSH_TYPE = /(?:^|\s)((?:ssh|ecdsa|sk)-[a-z0-9@.-]+)\s+(AAAA[A-Za-z0-9+/]+={0,2})(?:\s+(.*))?$/;

/** Whether a text looks like an OpenSSH public key line or an RFC 4716 SSH2 public key. */
export function looksLikeSshPublicKey(text: string): boolean {
  return SSH_TYPE.test(text.trim().split(/\r?\n/)[0] ?? '') || text.includes('---- BEGIN SSH2 PUBLIC KEY ----');
}

/**
 * Reads an SSH public key: an OpenSSH line (`type base64 comment`, as in authorized_keys, options
 * allowed before it) or an RFC 4716 block, with the RFC 4253 §6.6 wire format inside (RSA, DSA,
 * ECDSA per RFC 5656, Ed25519 per RFC 8709, and the FIDO `sk-` kinds).
 *
 * @param text - one key (a line, or an RFC 4716 block).
 * @returns the key's type, size, comment and SHA-256 fingerprint as `ssh-keygen -l` prints it.
 * @throws ToolInputError when the text is not a readable SSH public key.
 */
export async function parseSshPublicKey(text: string): Promise<OtherKey> {
  let blob: Uint8Array;
  let comment = '';
  const trimmed = text.trim();
  if (trimmed.includes('---- BEGIN SSH2 PUBLIC KEY ----')) {
    const body = (trimmed.split('---- BEGIN SSH2 PUBLIC KEY ----')[1] ?? '').split('---- END SSH2 PUBLIC KEY ----')[0] ?? '';
    const lines = body.replace(/\\\r?\n/g, '').split(/\r?\n/);
    const data: string[] = [];
    for (const line of lines) {
      const header = /^([^:]{1,64}):\s*(.*)$/.exec(line);
      if (header) {
        if (header[1]?.toLowerCase() === 'comment') comment = (header[2] ?? '').replace(/^"|"$/g, '');
      } else data.push(line);
    }
    blob = base64ToBytes(data.join(''), 'the SSH2 public key');
  } else {
    const match = SSH_TYPE.exec(trimmed);
    if (!match) throw new ToolInputError('This is not an SSH public key line ("ssh-ed25519 AAAA… comment").');
    blob = base64ToBytes(match[2] ?? '', 'the SSH public key');
    comment = match[3]?.trim() ?? '';
  }
  return parseSshKeyBlob(blob, comment);
}

/**
 * Reads an SSH public key blob (RFC 4253 §6.6 wire format).
 *
 * @param blob - the key blob.
 * @param comment - the key's comment, if any.
 * @returns the key's type, size and SHA-256 fingerprint.
 * @throws ToolInputError when the blob is not a readable SSH public key.
 */
export async function parseSshKeyBlob(blob: Uint8Array, comment = ''): Promise<OtherKey> {
  const r = new Reader(blob, 'The SSH public key');
  const type = new TextDecoder().decode(r.sshString());
  const fields: Field[] = [{ label: 'Key type', value: type }];
  let bits: number | null = null;
  if (type === 'ssh-rsa') {
    const e = r.sshString();
    const n = r.sshString();
    bits = bitLength(n);
    fields.push({ label: 'Key size', value: `${bits} bit` }, { label: 'Public exponent', value: BigInt(`0x${toHex(e, '') || '0'}`).toString() });
  } else if (type === 'ssh-dss') {
    bits = bitLength(r.sshString());
    fields.push({ label: 'Key size', value: `${bits} bit` });
  } else if (type.startsWith('ecdsa-sha2-') || type.startsWith('sk-ecdsa-sha2-')) {
    const curve = new TextDecoder().decode(r.sshString());
    bits = { nistp256: 256, nistp384: 384, nistp521: 521 }[curve] ?? null;
    fields.push({ label: 'Curve', value: curve });
    if (bits) fields.push({ label: 'Key size', value: `${bits} bit` });
    r.sshString();
  } else if (type === 'ssh-ed25519' || type.startsWith('sk-ssh-ed25519')) {
    const key = r.sshString();
    if (key.length !== 32) throw new ToolInputError(`The Ed25519 key holds ${key.length} bytes instead of 32.`);
    bits = 256;
    fields.push({ label: 'Key size', value: '256 bit' });
  } else if (type === 'ssh-ed448') {
    r.sshString();
    bits = 456;
    fields.push({ label: 'Key size', value: '456 bit' });
  } else {
    throw new ToolInputError(`Unknown SSH key type "${type}".`);
  }
  if (type.startsWith('sk-')) fields.push({ label: 'Security key application', value: new TextDecoder().decode(r.sshString()) });
  if (!r.done) throw new ToolInputError('The SSH public key has extra bytes after the key.');
  if (comment) fields.push({ label: 'Comment', value: comment });
  const sha256 = bytesToBase64(await digest('SHA-256', blob)).replace(/=+$/, '');
  fields.push({ label: 'Fingerprint (SHA-256)', value: `SHA256:${sha256}` });
  return { algorithm: type, bits, fields };
}

const PGP_ALGORITHMS: Record<number, string> = {
  1: 'RSA',
  2: 'RSA (encrypt only)',
  3: 'RSA (sign only)',
  16: 'Elgamal',
  17: 'DSA',
  18: 'ECDH',
  19: 'ECDSA',
  22: 'EdDSA (legacy)',
  25: 'X25519',
  26: 'X448',
  27: 'Ed25519',
  28: 'Ed448',
};

const PGP_CURVES: Record<string, [string, number]> = {
  '2a8648ce3d030107': ['NIST P-256', 256],
  '2b81040022': ['NIST P-384', 384],
  '2b81040023': ['NIST P-521', 521],
  '2b06010401da470f01': ['Ed25519', 256],
  '2b060104019755010501': ['Curve25519', 256],
  '2b2403030208010107': ['brainpoolP256r1', 256],
  '2b240303020801010b': ['brainpoolP384r1', 384],
  '2b240303020801010d': ['brainpoolP512r1', 512],
};

/** Removes the ASCII armor (RFC 9580 §6.2): headers, blank line, base64 body, CRC-24 line. */
function dearmor(text: string): Uint8Array {
  const match = /-----BEGIN PGP PUBLIC KEY BLOCK-----([\s\S]*?)-----END PGP PUBLIC KEY BLOCK-----/.exec(text);
  if (!match) throw new ToolInputError('The PGP key block has no "-----END PGP PUBLIC KEY BLOCK-----" line.');
  const lines = (match[1] ?? '').split(/\r?\n/);
  let i = 0;
  while (i < lines.length && ((lines[i] ?? '').trim() === '' || /^[A-Za-z-]+: /.test(lines[i] ?? ''))) i++;
  const body = lines.slice(i).filter((l) => !/^=[A-Za-z0-9+/]{4}$/.test(l.trim()));
  return base64ToBytes(body.join(''), 'the PGP key block');
}

interface PgpKey {
  version: number;
  created: Date;
  algorithm: string;
  bits: number | null;
  curve?: string;
  fingerprint: string;
  keyId: string;
}

async function readPgpKeyPacket(body: Uint8Array): Promise<PgpKey> {
  const r = new Reader(body, 'The PGP key packet');
  const version = r.u8();
  if (version !== 4 && version !== 6) throw new ToolInputError(`PGP key packets of version ${version} are not supported (4 and 6 are).`);
  const created = new Date(r.u32() * 1000);
  const algo = r.u8();
  const material = version === 6 ? r.take(r.u32()) : r.take(body.length - 6);
  const m = new Reader(material, 'The PGP key material');
  let bits: number | null = null;
  let curve: string | undefined;
  if (algo <= 3 || algo === 16 || algo === 17) bits = bitLength(m.mpi());
  else if (algo === 18 || algo === 19 || algo === 22) {
    const oid = toHex(m.take(m.u8()), '').toLowerCase();
    [curve, bits] = PGP_CURVES[oid] ?? [`OID ${oid}`, null];
  } else if (algo === 25 || algo === 27) bits = 256;
  else if (algo === 26 || algo === 28) bits = 448;
  let fingerprint: Uint8Array;
  let keyId: Uint8Array;
  if (version === 4) {
    fingerprint = await digest('SHA-1', Uint8Array.of(0x99, body.length >> 8, body.length & 0xff, ...body));
    keyId = fingerprint.subarray(12);
  } else {
    const len = body.length;
    fingerprint = await digest('SHA-256', Uint8Array.of(0x9b, len >>> 24, (len >> 16) & 0xff, (len >> 8) & 0xff, len & 0xff, ...body));
    keyId = fingerprint.subarray(0, 8);
  }
  return { version, created, algorithm: PGP_ALGORITHMS[algo] ?? `algorithm ${algo}`, bits, curve, fingerprint: toHex(fingerprint, ''), keyId: toHex(keyId, '') };
}

/**
 * Reads an ASCII-armored OpenPGP public key (RFC 9580; v4 and v6 keys): the primary key's
 * algorithm, size or curve, creation date, fingerprint and key ID, its user IDs and subkeys.
 * Signatures are not checked.
 *
 * @param text - the armored block `-----BEGIN PGP PUBLIC KEY BLOCK-----…`.
 * @returns the key's facts.
 * @throws ToolInputError when the block is not a readable OpenPGP public key.
 */
export async function parsePgpPublicKey(text: string): Promise<OtherKey> {
  const data = dearmor(text);
  const r = new Reader(data, 'The PGP key block');
  const fields: Field[] = [];
  let primary: PgpKey | null = null;
  const userIds: string[] = [];
  const subkeys: string[] = [];
  while (!r.done) {
    const header = r.u8();
    if ((header & 0x80) === 0) throw new ToolInputError('The PGP key block holds a malformed packet header.');
    let tag: number;
    let length: number;
    if (header & 0x40) {
      tag = header & 0x3f;
      const first = r.u8();
      if (first < 192) length = first;
      else if (first < 224) length = ((first - 192) << 8) + r.u8() + 192;
      else if (first === 255) length = r.u32();
      else throw new ToolInputError('The PGP key block uses partial body lengths, which key packets may not.');
    } else {
      tag = (header >> 2) & 0x0f;
      const type = header & 3;
      length = type === 0 ? r.u8() : type === 1 ? r.u16() : type === 2 ? r.u32() : data.length - 1;
    }
    const body = r.take(length);
    if (tag === 6) primary = await readPgpKeyPacket(body);
    else if (tag === 13) userIds.push(new TextDecoder().decode(body));
    else if (tag === 14) {
      const sub = await readPgpKeyPacket(body);
      subkeys.push(`${sub.algorithm}${sub.curve ? ` ${sub.curve}` : ''}${sub.bits ? ` ${sub.bits} bit` : ''}, ${sub.keyId}, created ${sub.created.toISOString().slice(0, 10)}`);
    }
  }
  if (!primary) throw new ToolInputError('The PGP key block holds no public key packet.');
  fields.push(
    { label: 'Key version', value: String(primary.version) },
    { label: 'Algorithm', value: primary.algorithm },
  );
  if (primary.curve) fields.push({ label: 'Curve', value: primary.curve });
  if (primary.bits) fields.push({ label: 'Key size', value: `${primary.bits} bit` });
  fields.push(
    { label: 'Created', value: primary.created.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC') },
    { label: 'Fingerprint', value: primary.fingerprint },
    { label: 'Key ID', value: primary.keyId },
  );
  if (userIds.length) fields.push({ label: 'User IDs', value: userIds.join('\n') });
  if (subkeys.length) fields.push({ label: 'Subkeys', value: subkeys.join('\n') });
  return { algorithm: primary.algorithm, bits: primary.bits, fields };
}
