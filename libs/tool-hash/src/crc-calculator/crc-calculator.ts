import crc1 from 'crc/calculators/crc1';
import crc8 from 'crc/calculators/crc8';
import crc81wire from 'crc/calculators/crc81wire';
import crc8dvbs2 from 'crc/calculators/crc8dvbs2';
import crc16 from 'crc/calculators/crc16';
import crc16ccitt from 'crc/calculators/crc16ccitt';
import crc16kermit from 'crc/calculators/crc16kermit';
import crc16modbus from 'crc/calculators/crc16modbus';
import crc16xmodem from 'crc/calculators/crc16xmodem';
import crc24 from 'crc/calculators/crc24';
import crc32mpeg2 from 'crc/calculators/crc32mpeg2';
import crcjam from 'crc/calculators/crcjam';
import { createCRC32 } from 'hash-wasm';
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBytes, type ByteInputEncoding } from '@handy-tools/bytes';
import { DIGEST_ENCODINGS, encodeDigest, type DigestEncoding } from '../shared/encoding.js';

/**
 * The checksums computed, in display order, named as in Greg Cook's "Catalogue of parametrised
 * CRC algorithms" (reveng.sourceforge.io/crc-catalogue). Two are not in the catalogue: `CRC-1`,
 * the parity bit (polynomial x + 1, width 1, init 0, no reflection, xorout 0; the catalogue
 * dropped its width-1 entries in 2012, so it has no check value), and `SUM-8`, not a CRC but the
 * byte sum modulo 256 that the `crc` package (and tools built on it) calls "CRC-1".
 */
export const CRC_ALGORITHMS = [
  'CRC-1',
  'SUM-8',
  'CRC-8/SMBUS',
  'CRC-8/MAXIM-DOW',
  'CRC-8/DVB-S2',
  'CRC-16/ARC',
  'CRC-16/IBM-3740',
  'CRC-16/MODBUS',
  'CRC-16/KERMIT',
  'CRC-16/XMODEM',
  'CRC-24/OPENPGP',
  'CRC-32/ISO-HDLC',
  'CRC-32/MPEG-2',
  'CRC-32/JAMCRC',
  'CRC-32/ISCSI',
] as const;

/** One of {@link CRC_ALGORITHMS}. */
export type CrcAlgorithm = (typeof CRC_ALGORITHMS)[number];

/** What is known about a CRC algorithm. */
export interface CrcAlgorithmInfo {
  /** Width in bits. */
  width: number;
  /** The catalogue's "Alias" names. */
  aliases: readonly string[];
  /** Other names in common use (libraries, calculators, file formats), not in the catalogue. */
  commonNames: readonly string[];
  /**
   * The labels the `crc` npm package and the calculators built on it (IT-Tools' CRC calculator)
   * give it: their `CRC16CCITT` is CRC-16/IBM-3740 (the catalogue's CRC-16/CCITT is
   * CRC-16/KERMIT) and their `CRC1` is SUM-8.
   */
  otherToolNames: readonly string[];
}

/** Width, catalogue aliases and common names of each algorithm. */
export const CRC_ALGORITHM_INFO: Readonly<Record<CrcAlgorithm, CrcAlgorithmInfo>> = {
  'CRC-1': { width: 1, aliases: [], commonNames: ['Parity bit', 'Even parity'], otherToolNames: [] },
  'SUM-8': { width: 8, aliases: [], commonNames: ['Byte sum mod 256'], otherToolNames: ['CRC1'] },
  'CRC-8/SMBUS': { width: 8, aliases: ['CRC-8'], commonNames: [], otherToolNames: ['CRC8'] },
  'CRC-8/MAXIM-DOW': { width: 8, aliases: ['CRC-8/MAXIM', 'DOW-CRC'], commonNames: ['1-Wire'], otherToolNames: ['CRC81WIRE'] },
  'CRC-8/DVB-S2': { width: 8, aliases: [], commonNames: [], otherToolNames: ['CRC8DVBS2'] },
  'CRC-16/ARC': { width: 16, aliases: ['ARC', 'CRC-16', 'CRC-16/LHA', 'CRC-IBM'], commonNames: ['CRC-16/IBM', 'CRC-16/ANSI'], otherToolNames: ['CRC16'] },
  'CRC-16/IBM-3740': { width: 16, aliases: ['CRC-16/AUTOSAR', 'CRC-16/CCITT-FALSE'], commonNames: [], otherToolNames: ['CRC16CCITT'] },
  'CRC-16/MODBUS': { width: 16, aliases: ['MODBUS'], commonNames: [], otherToolNames: ['CRC16MODBUS'] },
  'CRC-16/KERMIT': {
    width: 16,
    aliases: ['CRC-16/BLUETOOTH', 'CRC-16/CCITT', 'CRC-16/CCITT-TRUE', 'CRC-16/V-41-LSB', 'CRC-CCITT', 'KERMIT'],
    commonNames: [],
    otherToolNames: ['CRC16KERMIT'],
  },
  'CRC-16/XMODEM': { width: 16, aliases: ['CRC-16/ACORN', 'CRC-16/LTE', 'CRC-16/V-41-MSB', 'XMODEM', 'ZMODEM'], commonNames: [], otherToolNames: ['CRC16XMODEM'] },
  'CRC-24/OPENPGP': { width: 24, aliases: ['CRC-24'], commonNames: ['RFC 4880'], otherToolNames: ['CRC24'] },
  'CRC-32/ISO-HDLC': {
    width: 32,
    aliases: ['CRC-32', 'CRC-32/ADCCP', 'CRC-32/V-42', 'CRC-32/XZ', 'PKZIP'],
    commonNames: ['CRC-32/ZIP', 'CRC-32/IEEE', 'zlib', 'gzip', 'PNG', 'Ethernet'],
    otherToolNames: ['CRC32'],
  },
  'CRC-32/MPEG-2': { width: 32, aliases: [], commonNames: [], otherToolNames: ['CRC32MPEG', 'CRC32MPEG2'] },
  'CRC-32/JAMCRC': { width: 32, aliases: ['JAMCRC'], commonNames: [], otherToolNames: ['CRCJAM'] },
  'CRC-32/ISCSI': {
    width: 32,
    aliases: ['CRC-32/BASE91-C', 'CRC-32/CASTAGNOLI', 'CRC-32/INTERLAKEN', 'CRC-32C', 'CRC-32/NVME'],
    commonNames: ['Castagnoli'],
    otherToolNames: [],
  },
};

/** Lowercase, without spaces and punctuation: "CRC-16/CCITT-FALSE" and "crc16 ccitt false" read alike. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^0-9a-z]/g, '');
}

/** Where a name comes from: the catalogue's own name, one of its aliases, a common name, or another tool's label. */
export type CrcNameKind = 'catalogue' | 'alias' | 'common' | 'other-tool';

/** An algorithm a name designates exactly (see {@link resolveCrcName}). */
export interface CrcNameMatch {
  /** The algorithm. */
  algorithm: CrcAlgorithm;
  /** The name that matched, as {@link CRC_ALGORITHM_INFO} spells it. */
  name: string;
  /** Where that name comes from. */
  kind: CrcNameKind;
}

const KIND_RANK: Record<CrcNameKind, number> = { catalogue: 0, alias: 0, common: 1, 'other-tool': 2 };

/** Every name of an algorithm with its kind, catalogue name first. */
function namesOf(algorithm: CrcAlgorithm): { name: string; kind: CrcNameKind }[] {
  const info = CRC_ALGORITHM_INFO[algorithm];
  return [
    { name: algorithm, kind: 'catalogue' },
    ...info.aliases.map((name) => ({ name, kind: 'alias' as const })),
    ...info.commonNames.map((name) => ({ name, kind: 'common' as const })),
    ...info.otherToolNames.map((name) => ({ name, kind: 'other-tool' as const })),
  ];
}

/**
 * The algorithms a whole name designates: the catalogue name, one of its catalogue aliases, a
 * common name or another tool's label, compared without case, spaces or punctuation
 * (`crc16 ccitt false` is CRC-16/CCITT-FALSE, an alias of CRC-16/IBM-3740). One name can
 * designate several algorithms: `CRC-16/CCITT` is the catalogue's alias of CRC-16/KERMIT and
 * IT-Tools' label `CRC16CCITT` of CRC-16/IBM-3740.
 *
 * @param query - a name as a user typed it.
 * @returns one match per algorithm (its first name that matches): catalogue names and aliases
 *   first, then common names, then other tools' labels, each in {@link CRC_ALGORITHMS} order;
 *   empty for a blank query or a name no algorithm has.
 */
export function resolveCrcName(query: string): CrcNameMatch[] {
  const q = squash(query);
  if (q === '') return [];
  const matches: CrcNameMatch[] = [];
  for (const algorithm of CRC_ALGORITHMS) {
    const hit = namesOf(algorithm).find((n) => squash(n.name) === q);
    if (hit) matches.push({ algorithm, ...hit });
  }
  // The catalogue's meaning first: a catalogue name or alias, then common names, then other tools' labels.
  return matches.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind]);
}

/**
 * The algorithms a name or part of a name designates: the catalogue name, one of its catalogue
 * aliases, a common name or another tool's label, compared without case, spaces or punctuation
 * (so `crc16ccittfalse`, `CRC-16/CCITT-FALSE` and `ccitt false` all find CRC-16/IBM-3740).
 *
 * @param query - what a user typed; blank finds every algorithm.
 * @returns the matching algorithms: those a whole name designates first, in
 *   {@link resolveCrcName}'s order, then the others in {@link CRC_ALGORITHMS} order (empty when
 *   none matches).
 */
export function findCrcAlgorithms(query: string): CrcAlgorithm[] {
  const q = squash(query);
  if (q === '') return [...CRC_ALGORITHMS];
  const exact = resolveCrcName(query).map((m) => m.algorithm);
  const partial = CRC_ALGORITHMS.filter((name) => !exact.includes(name) && namesOf(name).some((n) => squash(n.name).includes(q)));
  return [...exact, ...partial];
}

/** CRC values of each algorithm, as unsigned integers. */
export type CrcValues = Record<CrcAlgorithm, number>;

type Calculator = (data: Uint8Array, previous?: number) => number;

/**
 * CRC-1, the parity bit: the CRC with polynomial x + 1 is the XOR of all message bits (even parity).
 * Continues from the previous value like the `crc` package's calculators.
 */
const parity: Calculator = (data, previous = 0) => {
  let x = 0;
  for (const b of data) x ^= b;
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return (previous ^ x) & 1;
};

/** The `crc` package's calculators (and CRC-1): they take the previous value to continue a computation. */
const INCREMENTAL: [CrcAlgorithm, Calculator][] = [
  ['CRC-1', parity],
  ['SUM-8', crc1],
  ['CRC-8/SMBUS', crc8],
  ['CRC-8/MAXIM-DOW', crc81wire],
  ['CRC-8/DVB-S2', crc8dvbs2],
  ['CRC-16/ARC', crc16],
  ['CRC-16/IBM-3740', crc16ccitt],
  ['CRC-16/MODBUS', crc16modbus],
  ['CRC-16/KERMIT', crc16kermit],
  ['CRC-16/XMODEM', crc16xmodem],
  ['CRC-24/OPENPGP', crc24],
  ['CRC-32/MPEG-2', crc32mpeg2],
  ['CRC-32/JAMCRC', crcjam],
];

/** A computation in progress over several chunks of data. */
export interface CrcState {
  /** Feeds the next bytes. */
  update(chunk: Uint8Array): void;
  /** The values of every algorithm over all bytes fed so far. */
  values(): CrcValues;
}

/**
 * Starts computing every algorithm of {@link CRC_ALGORITHMS} at once, chunk by chunk: the
 * `crc` package's calculators continue from the previous value; CRC-32/ISO-HDLC (polynomial
 * 0xEDB88320 reflected) and CRC-32/ISCSI (0x82F63B78 reflected, RFC 3720 §12.1) come from
 * hash-wasm, whose WebAssembly loads here.
 *
 * @returns a state to feed with `update` and read with `values`.
 */
export async function createCrcState(): Promise<CrcState> {
  const [crc32, crc32c] = await Promise.all([createCRC32(0xedb88320), createCRC32(0x82f63b78)]);
  crc32.init();
  crc32c.init();
  const current = new Map<CrcAlgorithm, number | undefined>(INCREMENTAL.map(([name]) => [name, undefined]));
  return {
    update(chunk) {
      for (const [name, calculate] of INCREMENTAL) current.set(name, calculate(chunk, current.get(name)));
      crc32.update(chunk);
      crc32c.update(chunk);
    },
    values() {
      const out = {} as CrcValues;
      const empty = new Uint8Array(0);
      for (const name of CRC_ALGORITHMS) {
        if (name === 'CRC-32/ISO-HDLC') out[name] = parseInt(hexOf(crc32), 16);
        else if (name === 'CRC-32/ISCSI') out[name] = parseInt(hexOf(crc32c), 16);
        else {
          const calc = INCREMENTAL.find(([n]) => n === name)![1];
          const previous = current.get(name);
          // No bytes yet: the value of the empty message (calculators start from their initial value).
          out[name] = (previous === undefined ? calc(empty) : previous) >>> 0;
        }
      }
      return out;
    },
  };
}

/** hash-wasm's digest ends a computation; read it from a saved copy so more chunks can follow. */
function hexOf(hasher: Awaited<ReturnType<typeof createCRC32>>): string {
  const saved = hasher.save();
  const hex = hasher.digest('hex');
  hasher.load(saved);
  return hex;
}

/**
 * Every checksum of {@link CRC_ALGORITHMS} over some bytes.
 *
 * @param data - the bytes.
 * @returns each algorithm's value as an unsigned integer (e.g. CRC-32/ISO-HDLC of "123456789" is 0xCBF43926).
 */
export async function crcAll(data: Uint8Array): Promise<CrcValues> {
  const state = await createCrcState();
  state.update(data);
  return state.values();
}

/** Options of {@link crcOfBlob}. */
export interface CrcBlobOptions {
  /** Bytes read at a time (default 1 MiB). */
  chunkSize?: number;
  /** Called after each chunk with bytes done and total. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the computation between chunks (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/**
 * Every checksum of {@link CRC_ALGORITHMS} over a file or blob of any size, read chunk by
 * chunk (each chunk continues from the previous values), yielding between chunks so a page
 * stays responsive.
 *
 * @param blob - the file.
 * @param options - chunk size, progress callback, abort signal.
 * @returns each algorithm's value.
 * @throws the signal's reason when aborted; ToolInputError when the file cannot be read.
 */
export async function crcOfBlob(blob: Blob, options: CrcBlobOptions = {}): Promise<CrcValues> {
  const chunkSize = Math.max(1, options.chunkSize ?? 1 << 20);
  const state = await createCrcState();
  options.onProgress?.(0, blob.size);
  for (let offset = 0; offset < blob.size; offset += chunkSize) {
    options.signal?.throwIfAborted();
    let chunk: ArrayBuffer;
    try {
      chunk = await blob.slice(offset, offset + chunkSize).arrayBuffer();
    } catch (e) {
      throw new ToolInputError('The file could not be read (was it moved or deleted?).', { cause: e });
    }
    options.signal?.throwIfAborted();
    state.update(new Uint8Array(chunk));
    options.onProgress?.(Math.min(blob.size, offset + chunkSize), blob.size);
  }
  return state.values();
}

/**
 * Writes a CRC value in hexadecimal, zero-padded to its width (two digits per 8 bits).
 *
 * @param value - an unsigned value.
 * @param algorithm - its algorithm (for the width).
 * @returns lowercase hex, e.g. `"0376e6e7"` for CRC-32/MPEG-2 of "123456789" (CRC-1: one digit).
 * @throws ToolInputError for an unknown algorithm.
 */
export function formatCrcHex(value: number, algorithm: CrcAlgorithm): string {
  const info = Object.hasOwn(CRC_ALGORITHM_INFO, algorithm) ? CRC_ALGORITHM_INFO[algorithm] : undefined;
  if (!info) throw new ToolInputError(`Unknown CRC algorithm "${String(algorithm)}".`);
  return (value >>> 0).toString(16).padStart(Math.ceil(info.width / 4), '0');
}

/** How CRC values are written: the digest encodings. */
export const CRC_OUTPUT_ENCODINGS = DIGEST_ENCODINGS;

/**
 * Writes a CRC value: `hex` as {@link formatCrcHex}; `binary` as exactly `width` binary digits
 * (CRC-1: one digit); `base64` (RFC 4648 §4, padded) and `base64url` (§5, unpadded) of the
 * value's bytes, most significant first, ⌈width / 8⌉ bytes (the order the hex is written in).
 *
 * @param value - an unsigned value.
 * @param algorithm - its algorithm (for the width).
 * @param encoding - one of {@link CRC_OUTPUT_ENCODINGS}.
 * @returns the text, e.g. `"y/Q5Jg=="` for CRC-32/ISO-HDLC of "123456789" in Base64.
 * @throws ToolInputError for an unknown algorithm or encoding.
 */
export function formatCrc(value: number, algorithm: CrcAlgorithm, encoding: DigestEncoding): string {
  const hex = formatCrcHex(value, algorithm);
  const width = CRC_ALGORITHM_INFO[algorithm].width;
  switch (encoding) {
    case 'hex':
      return hex;
    case 'binary':
      return (value >>> 0).toString(2).padStart(width, '0');
    case 'base64':
    case 'base64url': {
      const bytes = new Uint8Array(Math.ceil(width / 8));
      for (let i = 0; i < bytes.length; i++) bytes[i] = (value >>> (8 * (bytes.length - 1 - i))) & 0xff;
      return encodeDigest(bytes, encoding);
    }
    default:
      throw new ToolInputError(`Unknown output encoding "${String(encoding)}": use ${CRC_OUTPUT_ENCODINGS.join(', ')}.`);
  }
}

/**
 * Every checksum of {@link CRC_ALGORITHMS} over the bytes a user typed.
 *
 * @param text - the input as typed.
 * @param encoding - `text` (UTF-8), `hex` or `base64` (see `parseBytes`).
 * @returns each algorithm's value.
 * @throws ToolInputError when the text is not valid in its format (with the position).
 */
export async function crcOfInput(text: string, encoding: ByteInputEncoding): Promise<CrcValues> {
  return crcAll(parseBytes(text, encoding, 'The input'));
}
