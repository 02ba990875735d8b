import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { torrentToMagnetTool } from './meta.js';
import { torrentToMagnetState } from './state.js';
import { bdecode, bencode, parseMagnet, parseTorrent, toMagnet } from './torrent-to-magnet.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const latin1Bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const nodeHash = (alg: 'sha1' | 'sha256', b: Uint8Array) => createHash(alg).update(b).digest('hex');
const text = (v: unknown) => new TextDecoder().decode(v as Uint8Array);

describe('bdecode', () => {
  it('decodes the examples of BEP 3', () => {
    expect(text(bdecode(bytes('4:spam')))).toBe('spam');
    expect(bdecode(bytes('i3e'))).toBe(3);
    expect(bdecode(bytes('i-3e'))).toBe(-3);
    expect(bdecode(bytes('i0e'))).toBe(0);
    expect((bdecode(bytes('l4:spam4:eggse')) as Uint8Array[]).map(text)).toEqual(['spam', 'eggs']);
    const d = bdecode(bytes('d3:cow3:moo4:spam4:eggse')) as { dict: Map<string, Uint8Array> };
    expect([...d.dict].map(([k, v]) => [k, text(v)])).toEqual([
      ['cow', 'moo'],
      ['spam', 'eggs'],
    ]);
    const d2 = bdecode(bytes('d4:spaml1:a1:bee')) as { dict: Map<string, Uint8Array[]> };
    expect(d2.dict.get('spam')!.map(text)).toEqual(['a', 'b']);
  });

  it('rejects what BEP 3 forbids, naming the byte', () => {
    // "i-0e is invalid. All encodings with a leading zero, such as i03e, are invalid."
    expect(() => bdecode(bytes('i-0e'))).toThrow('Not valid bencode at byte 1: "-0" is not a valid integer.');
    expect(() => bdecode(bytes('i03e'))).toThrow(ToolInputError);
    expect(() => bdecode(bytes('5:spam'))).toThrow(/a string of 5 bytes runs past the end/);
    expect(() => bdecode(bytes('i1ei2e'))).toThrow('Not valid bencode at byte 3: 3 byte(s) follow the end of the data.');
    expect(() => bdecode(bytes('l'.repeat(500)))).toThrow(/nesting is too deep/);
  });

  it('round-trips with bencode', () => {
    const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.string(),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(fc.string(), tie('v'), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        const b = bencode(v);
        expect(bencode(toPlain(bdecode(b)))).toEqual(b);
      }),
    );
  });
});

function toPlain(v: unknown): unknown {
  if (v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return v.map(toPlain);
  if (typeof v === 'object' && v !== null && 'dict' in v) {
    const m = new Map<string, unknown>();
    for (const [k, x] of (v as { dict: Map<string, unknown> }).dict) m.set(k, toPlain(x));
    // Keys were read as Latin-1: write them back byte for byte.
    return Object.fromEntries([...m].map(([k, x]) => [new TextDecoder().decode(latin1Bytes(k)), x]));
  }
  return v;
}

// A single-file v1 torrent written by hand in the layout of BEP 3 (keys sorted), with BEP 12
// announce-list and BEP 19 url-list. The info hash is the SHA-1 of the info dictionary's bytes,
// computed here with Node's crypto over the literal text.
const PIECES = 'a'.repeat(20) + 'b'.repeat(20);
const INFO_V1 = `d6:lengthi40000e4:name8:test.iso12:piece lengthi32768e6:pieces40:${PIECES}7:privatei1ee`;
const TORRENT_V1 =
  'd8:announce35:http://tracker.example.org/announce13:announce-listll35:http://tracker.example.org/announceel29:udp://backup.example.net:6969ee7:comment9:Test file10:created by13:mktorrent 1.113:creation datei1700000000e' +
  `4:info${INFO_V1}8:url-listl30:https://mirror.example.com/isoee`;

// A hybrid multi-file torrent (BEP 52 §"hybrid torrents"): v1 files with a BEP 47 padding file,
// and the v2 file tree with meta version 2. Both hashes cover the same info bytes.
const ROOT = 'r'.repeat(32);
const INFO_HYBRID =
  'd9:file treed3:dird5:b.txtd0:d6:lengthi5e11:pieces root32:' +
  ROOT +
  'eee5:a.txtd0:d6:lengthi16384e11:pieces root32:' +
  ROOT +
  'eee' +
  '5:filesld6:lengthi16384e4:pathl5:a.txteed4:attr1:p6:lengthi0e4:pathl4:.pad1:0eed6:lengthi5e4:pathl3:dir5:b.txteee' +
  '12:meta versioni2e4:name6:hybrid12:piece lengthi16384e6:pieces40:' +
  PIECES +
  'e';
const TORRENT_HYBRID = `d4:info${INFO_HYBRID}e`;

describe('parseTorrent', () => {
  it('reads a v1 torrent: SHA-1 info hash of the exact info bytes (BEP 3), trackers, web seeds, private flag', () => {
    const t = parseTorrent(latin1Bytes(TORRENT_V1));
    expect(t.infoHashV1).toBe(nodeHash('sha1', latin1Bytes(INFO_V1)));
    expect(t.infoHashV2).toBeNull();
    expect(t).toMatchObject({
      version: 'v1',
      name: 'test.iso',
      totalLength: 40000,
      pieceLength: 32768,
      pieceCount: 2,
      private: true,
      creationDate: 1700000000,
      createdBy: 'mktorrent 1.1',
      comment: 'Test file',
      trackers: ['http://tracker.example.org/announce', 'udp://backup.example.net:6969'],
      webSeeds: ['https://mirror.example.com/iso'],
      files: [{ path: 'test.iso', length: 40000 }],
    });
  });

  it('reads a hybrid torrent: v1 SHA-1 and v2 SHA-256 (BEP 52) of the same info bytes, padding files left out (BEP 47)', () => {
    const t = parseTorrent(latin1Bytes(TORRENT_HYBRID));
    expect(t.version).toBe('hybrid');
    expect(t.infoHashV1).toBe(nodeHash('sha1', latin1Bytes(INFO_HYBRID)));
    expect(t.infoHashV2).toBe(nodeHash('sha256', latin1Bytes(INFO_HYBRID)));
    expect(t.files).toEqual([
      { path: 'hybrid/a.txt', length: 16384 },
      { path: 'hybrid/dir/b.txt', length: 5 },
    ]);
    expect(t.totalLength).toBe(16389);
  });

  it('reads a v2-only torrent', () => {
    const info =
      'd9:file treed4:solod0:d6:lengthi70000e11:pieces root32:' + ROOT + 'eee12:meta versioni2e4:name4:solo12:piece lengthi32768ee';
    const t = parseTorrent(latin1Bytes(`d4:info${info}e`));
    expect(t).toMatchObject({
      version: 'v2',
      infoHashV1: null,
      infoHashV2: nodeHash('sha256', latin1Bytes(info)),
      pieceCount: 3,
      files: [{ path: 'solo', length: 70000 }],
    });
  });

  it('explains what is missing', () => {
    expect(() => parseTorrent(bytes('d3:foo3:bare'))).toThrow('This is not a torrent: it has no "info" dictionary.');
    expect(() => parseTorrent(bytes('d4:infod4:name1:aee'))).toThrow(/neither v1 "pieces" nor a v2 "file tree"/);
    expect(() => parseTorrent(bytes('d4:infod4:name1:a6:pieces3:abcee'))).toThrow(/not a multiple of 20/);
    expect(() => parseTorrent(bytes('PK\u0003\u0004'))).toThrow(/^Not valid bencode at byte 0/);
  });
});

describe('magnet links', () => {
  const t = parseTorrent(latin1Bytes(TORRENT_V1));

  it('writes BEP 9 magnet links', () => {
    expect(toMagnet(t)).toBe(
      `magnet:?xt=urn:btih:${t.infoHashV1}&dn=test.iso&tr=http%3A%2F%2Ftracker.example.org%2Fannounce&tr=udp%3A%2F%2Fbackup.example.net%3A6969&ws=https%3A%2F%2Fmirror.example.com%2Fiso`,
    );
    const h = parseTorrent(latin1Bytes(TORRENT_HYBRID));
    expect(toMagnet(h, { trackers: false, size: true })).toBe(
      `magnet:?xt=urn:btih:${h.infoHashV1}&xt=urn:btmh:1220${h.infoHashV2}&dn=hybrid&xl=16389`,
    );
  });

  it('reads base32 hashes (RFC 4648: "fooba" is MZXW6YTB) and writes them', () => {
    const m = parseMagnet(`magnet:?xt=urn:btih:${'MZXW6YTB'.repeat(4)}&dn=a+b%20c`);
    expect(m.infoHashV1).toBe('666f6f6261'.repeat(4));
    expect(m.name).toBe('a b c');
    expect(
      toMagnet({ infoHashV1: m.infoHashV1, infoHashV2: null, name: '', totalLength: 0, trackers: [], webSeeds: [] }, { base32: true }),
    ).toBe(`magnet:?xt=urn:btih:${'MZXW6YTB'.repeat(4)}`);
  });

  it('round-trips magnet → fields → magnet', () => {
    const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`));
    fc.assert(
      fc.property(
        fc.option(hex(40)),
        fc.option(hex(64)),
        fc.string(),
        fc.array(fc.webUrl(), { maxLength: 3 }),
        fc.array(fc.webUrl(), { maxLength: 2 }),
        (v1, v2, name, trackers, webSeeds) => {
          fc.pre(v1 !== null || v2 !== null);
          const uri = toMagnet({ infoHashV1: v1, infoHashV2: v2, name, totalLength: 0, trackers, webSeeds });
          const m = parseMagnet(uri);
          expect(m).toMatchObject({ infoHashV1: v1, infoHashV2: v2, name: name === '' ? null : name, trackers, webSeeds });
        },
      ),
    );
  });

  it('explains a bad magnet link', () => {
    expect(() => parseMagnet('http://example.com')).toThrow('A magnet link starts with "magnet:?".');
    expect(() => parseMagnet('magnet:?dn=x')).toThrow(/no BitTorrent hash/);
    expect(() => parseMagnet('magnet:?xt=urn:btih:1234')).toThrow(/neither 40 hex digits nor 32 base32/);
    expect(() => parseMagnet('magnet:?xt=urn:btih:' + 'a'.repeat(40) + '&dn=%E0%A4%A')).toThrow(/malformed percent-escape/);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(torrentToMagnetTool, torrentToMagnetState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseTorrent(bytes(s)));
    fuzzToolFunction((s: string) =>
      parseTorrent(latin1Bytes(Array.from(`d4:info${s}e`, (c) => (c.charCodeAt(0) > 0xff ? '?' : c)).join(''))),
    );
    fuzzToolFunction((s: string) => parseMagnet(s));
    fuzzToolFunction((s: string) => parseMagnet(`magnet:?${s}`));
  });
});
