import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { bdecode, isDict, type BDict, type BValue } from './bencode.js';

export { bdecode, bencode, type BDict, type BValue } from './bencode.js';

/** One file of a torrent. */
export interface TorrentFile {
  /** Path inside the torrent, parts joined with `/` (the torrent's name first for multi-file torrents). */
  path: string;
  /** Size in bytes. */
  length: number;
}

/** What a .torrent file holds (BEP 3, BEP 12, BEP 19, BEP 27, BEP 47, BEP 52). */
export interface TorrentInfo {
  /** `info.name` (UTF-8; `name.utf-8` preferred when present). */
  name: string;
  /** SHA-1 of the bencoded info dictionary, 40 hex digits (BEP 3), or null for a v2-only torrent. */
  infoHashV1: string | null;
  /** SHA-256 of the bencoded info dictionary, 64 hex digits (BEP 52), or null for a v1-only torrent. */
  infoHashV2: string | null;
  /** `v1`, `v2` or `hybrid`. */
  version: 'v1' | 'v2' | 'hybrid';
  /** Total size of the files in bytes (padding files left out). */
  totalLength: number;
  /** Piece length in bytes. */
  pieceLength: number;
  /** Number of pieces (v1: from `pieces`; v2: total size ÷ piece length, rounded up per file). */
  pieceCount: number;
  /** `info.private` is 1 (BEP 27): only the torrent's trackers may be used. */
  private: boolean;
  /** Creation date (seconds since 1970), or null. */
  creationDate: number | null;
  createdBy: string | null;
  comment: string | null;
  /** Tracker URLs: `announce-list` tiers flattened (BEP 12), else `announce`; no duplicates. */
  trackers: string[];
  /** Web seeds (`url-list`, BEP 19). */
  webSeeds: string[];
  /** The files (padding files left out). */
  files: TorrentFile[];
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

function str(v: BValue | undefined): string | null {
  return v instanceof Uint8Array ? utf8.decode(v) : null;
}

function num(v: BValue | undefined): number | null {
  return typeof v === 'number' ? v : null;
}

function strings(v: BValue | undefined): string[] {
  if (v instanceof Uint8Array) return [utf8.decode(v)];
  if (Array.isArray(v)) return v.flatMap((x) => strings(x));
  return [];
}

function v2Files(tree: BDict, prefix: string[], out: TorrentFile[], pieceLength: number, count: { pieces: number }, depth = 0): void {
  if (depth > 100) throw new ToolInputError('The v2 file tree is nested too deeply.');
  for (const [name, node] of tree.dict) {
    if (!isDict(node)) throw new ToolInputError(`The v2 file tree entry "${[...prefix, name].join('/')}" is not a dictionary.`);
    const leaf = node.dict.get('');
    if (name === '' || (leaf && isDict(leaf))) {
      const meta = name === '' ? node : (leaf as BDict);
      const length = num(meta.dict.get('length'));
      if (length === null || length < 0) throw new ToolInputError(`The file "${[...prefix, name].join('/')}" has no valid length.`);
      out.push({ path: name === '' ? prefix.join('/') : [...prefix, decodeKey(name)].join('/'), length });
      if (pieceLength > 0) count.pieces += Math.ceil(length / pieceLength);
    } else {
      v2Files(node, [...prefix, decodeKey(name)], out, pieceLength, count, depth + 1);
    }
  }
}

function decodeKey(latin1Key: string): string {
  const b = new Uint8Array(latin1Key.length);
  for (let i = 0; i < latin1Key.length; i++) b[i] = latin1Key.charCodeAt(i);
  return utf8.decode(b);
}

/**
 * Reads a .torrent file: info hashes (v1 SHA-1 and/or v2 SHA-256 of the exact bytes of the info
 * dictionary), name, sizes, trackers, web seeds, files and the other metadata.
 *
 * @param bytes - the .torrent file's bytes.
 * @returns {@link TorrentInfo}.
 * @throws ToolInputError when the bytes are not bencode (with the byte offset), or when the
 *   dictionary has no `info`, no name, or neither v1 `pieces` nor v2 `meta version` 2.
 * @see BEP 3 (metainfo), BEP 12 (announce-list), BEP 19 (url-list), BEP 27 (private), BEP 47 (padding files), BEP 52 (v2).
 */
export function parseTorrent(bytes: Uint8Array): TorrentInfo {
  const root = bdecode(bytes);
  if (!isDict(root)) throw new ToolInputError('This is bencode but not a torrent: the file is not a dictionary.');
  const info = root.dict.get('info');
  const span = root.spans.get('info');
  if (!isDict(info) || !span) throw new ToolInputError('This is not a torrent: it has no "info" dictionary.');
  const infoBytes = bytes.subarray(span[0], span[1]);
  const d = info.dict;
  const name = str(d.get('name.utf-8')) ?? str(d.get('name'));
  if (name === null) throw new ToolInputError('The torrent\'s "info" has no "name".');
  const pieceLength = num(d.get('piece length')) ?? 0;
  const pieces = d.get('pieces');
  const isV1 = pieces instanceof Uint8Array;
  const isV2 = num(d.get('meta version')) === 2 && isDict(d.get('file tree'));
  if (!isV1 && !isV2) throw new ToolInputError('The torrent\'s "info" has neither v1 "pieces" nor a v2 "file tree" (meta version 2).');
  if (isV1 && pieces.length % 20 !== 0)
    throw new ToolInputError(`"pieces" is ${pieces.length} bytes long, not a multiple of 20 (one SHA-1 per piece).`);

  const files: TorrentFile[] = [];
  const count = { pieces: 0 };
  if (isV1) {
    const list = d.get('files');
    if (Array.isArray(list)) {
      list.forEach((f, i) => {
        if (!isDict(f)) throw new ToolInputError(`File ${i + 1} of "files" is not a dictionary.`);
        const length = num(f.dict.get('length'));
        const parts = strings(f.dict.get('path.utf-8')).length > 0 ? strings(f.dict.get('path.utf-8')) : strings(f.dict.get('path'));
        if (length === null || length < 0) throw new ToolInputError(`File ${i + 1} of "files" has no valid length.`);
        const attr = str(f.dict.get('attr')) ?? '';
        if (attr.includes('p') || parts[0] === '.pad') return; // BEP 47 padding file
        files.push({ path: [name, ...parts].join('/'), length });
      });
    } else {
      const length = num(d.get('length'));
      if (length === null || length < 0) throw new ToolInputError('The torrent has neither "length" nor "files".');
      files.push({ path: name, length });
    }
    count.pieces = pieces.length / 20;
  } else {
    const tree = d.get('file tree') as BDict;
    v2Files(tree, [name], files, pieceLength, count);
    // A single-file v2 torrent's tree is { name: { "": {…} } }: its path is the name.
    for (const f of files) if (f.path === `${name}/${name}` && files.length === 1) f.path = name;
  }

  const trackers = [
    ...new Set([...strings(root.dict.get('announce-list')), ...strings(root.dict.get('announce'))].filter((t) => t.trim() !== '')),
  ];
  return {
    name,
    infoHashV1: isV1 ? bytesToHex(sha1(infoBytes)) : null,
    infoHashV2: isV2 ? bytesToHex(sha256(infoBytes)) : null,
    version: isV1 && isV2 ? 'hybrid' : isV1 ? 'v1' : 'v2',
    totalLength: files.reduce((n, f) => n + f.length, 0),
    pieceLength,
    pieceCount: count.pieces,
    private: num(d.get('private')) === 1,
    creationDate: num(root.dict.get('creation date')),
    createdBy: str(root.dict.get('created by')),
    comment: str(root.dict.get('comment.utf-8')) ?? str(root.dict.get('comment')),
    trackers,
    webSeeds: [...new Set(strings(root.dict.get('url-list')).filter((u) => u.trim() !== ''))],
    files,
  };
}

/** Options of {@link toMagnet}. */
export interface MagnetOptions {
  /** Add `tr=` for each tracker (default true). */
  trackers?: boolean;
  /** Add `ws=` for each web seed (default true). */
  webSeeds?: boolean;
  /** Add `xl=` with the total size (default false). */
  size?: boolean;
  /** Write the v1 hash in base32 (32 characters) instead of hex (default false). */
  base32?: boolean;
}

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (no padding) of hex text whose length is a multiple of 10 (5 bytes). */
function hexToBase32(hex: string): string {
  let bits = '';
  for (const c of hex) bits += parseInt(c, 16).toString(2).padStart(4, '0');
  let out = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) out += B32[parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

function base32ToHex(b32: string): string {
  let bits = '';
  for (const c of b32.toUpperCase()) {
    const v = B32.indexOf(c);
    if (v < 0) throw new ToolInputError(`"${c}" is not a base32 character in the btih hash.`);
    bits += v.toString(2).padStart(5, '0');
  }
  let hex = '';
  for (let i = 0; i + 4 <= bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

/**
 * Writes a magnet link (BEP 9; BEP 52 for v2): `xt=urn:btih:<v1 hash>` and/or
 * `xt=urn:btmh:1220<v2 hash>` (a SHA-256 multihash), `dn` (name), `xl` (size), `tr` (trackers),
 * `ws` (web seeds). Values are percent-encoded as `encodeURIComponent` does.
 *
 * @param t - the torrent's fields (at least one info hash).
 * @param options - {@link MagnetOptions}.
 * @returns the magnet URI.
 */
export function toMagnet(
  t: Pick<TorrentInfo, 'infoHashV1' | 'infoHashV2' | 'name' | 'totalLength' | 'trackers' | 'webSeeds'>,
  options: MagnetOptions = {},
): string {
  const { trackers = true, webSeeds = true, size = false, base32 = false } = options;
  const params: string[] = [];
  if (t.infoHashV1) params.push(`xt=urn:btih:${base32 ? hexToBase32(t.infoHashV1) : t.infoHashV1}`);
  if (t.infoHashV2) params.push(`xt=urn:btmh:1220${t.infoHashV2}`);
  if (t.name) params.push(`dn=${encodeURIComponent(t.name)}`);
  if (size) params.push(`xl=${t.totalLength}`);
  if (trackers) for (const tr of t.trackers) params.push(`tr=${encodeURIComponent(tr)}`);
  if (webSeeds) for (const ws of t.webSeeds) params.push(`ws=${encodeURIComponent(ws)}`);
  return `magnet:?${params.join('&')}`;
}

/** The fields of a magnet link (BEP 9). */
export interface MagnetInfo {
  /** v1 info hash, 40 lower-case hex digits (a base32 hash is converted), or null. */
  infoHashV1: string | null;
  /** v2 info hash, 64 hex digits (from `urn:btmh:1220…`), or null. */
  infoHashV2: string | null;
  /** Display name (`dn`), or null. */
  name: string | null;
  /** Exact length (`xl`) in bytes, or null. */
  length: number | null;
  trackers: string[];
  webSeeds: string[];
  /** Peer addresses (`x.pe`, BEP 9). */
  peers: string[];
  /** Selected file indices (`so`, BEP 53), as written. */
  selectOnly: string | null;
}

/**
 * Reads a magnet link's BitTorrent fields.
 *
 * @param uri - `magnet:?xt=urn:btih:…&dn=…&tr=…`.
 * @returns {@link MagnetInfo}.
 * @throws ToolInputError when it does not start with `magnet:?`, has no BitTorrent `xt`, a hash of
 *   the wrong length or alphabet, a bad percent-escape, or a non-numeric `xl`.
 * @see BEP 9 (magnet URI format), BEP 52 (btmh), BEP 53 (so).
 */
export function parseMagnet(uri: string): MagnetInfo {
  const text = uri.trim();
  if (!/^magnet:\?/i.test(text)) throw new ToolInputError('A magnet link starts with "magnet:?".');
  const out: MagnetInfo = {
    infoHashV1: null,
    infoHashV2: null,
    name: null,
    length: null,
    trackers: [],
    webSeeds: [],
    peers: [],
    selectOnly: null,
  };
  for (const pair of text.slice(8).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    let value: string;
    try {
      value = decodeURIComponent((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    } catch {
      throw new ToolInputError(`The "${key}" parameter has a malformed percent-escape.`);
    }
    const k = key.replace(/\.\d+$/, ''); // xt.1, tr.2 … (numbered forms)
    if (k === 'xt') {
      const v1 = /^urn:btih:(.*)$/i.exec(value);
      const v2 = /^urn:btmh:(.*)$/i.exec(value);
      if (v1) {
        const h = v1[1]!;
        if (/^[0-9a-f]{40}$/i.test(h)) out.infoHashV1 = h.toLowerCase();
        else if (/^[a-z2-7]{32}$/i.test(h)) out.infoHashV1 = base32ToHex(h);
        else throw new ToolInputError(`The btih hash "${h.slice(0, 50)}" is neither 40 hex digits nor 32 base32 characters.`);
      } else if (v2) {
        const h = v2[1]!;
        if (!/^1220[0-9a-f]{64}$/i.test(h))
          throw new ToolInputError(`The btmh hash "${h.slice(0, 80)}" is not a SHA-256 multihash (1220 and 64 hex digits).`);
        out.infoHashV2 = h.slice(4).toLowerCase();
      }
    } else if (k === 'dn') out.name = value;
    else if (k === 'xl') {
      if (!/^\d+$/.test(value)) throw new ToolInputError(`The length "xl=${value.slice(0, 30)}" is not a number of bytes.`);
      out.length = Number(value);
    } else if (k === 'tr') out.trackers.push(value);
    else if (k === 'ws') out.webSeeds.push(value);
    else if (k === 'x.pe') out.peers.push(value);
    else if (k === 'so') out.selectOnly = value;
  }
  if (!out.infoHashV1 && !out.infoHashV2)
    throw new ToolInputError('The magnet link has no BitTorrent hash (xt=urn:btih:… or xt=urn:btmh:…).');
  return out;
}
