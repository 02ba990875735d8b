import crc from 'crc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { CRC_ALGORITHMS, CRC_ALGORITHM_INFO, crcAll, findCrcAlgorithms, formatCrcHex, resolveCrcName, type CrcAlgorithm } from './crc-calculator.js';

/** A model of Greg Cook's "Catalogue of parametrised CRC algorithms", as the catalogue writes it. */
interface CatalogueModel {
  width: number;
  poly: number;
  init: number;
  refin: boolean;
  refout: boolean;
  xorout: number;
  check: number;
  residue: number;
  /** The catalogue's "Alias" line. */
  aliases: string[];
  /** Codewords the catalogue cites (message followed by its CRC), hex. */
  codewords: string[];
}

// Copied from the catalogue (reveng.sourceforge.io/crc-catalogue/, pages 1-15.htm, 16.htm and
// 17plus.htm, edition updated August 2023): the parameter line, the Alias line and byte-aligned
// codewords of the cited sources (AUTOSAR R22-11 "Specification of CRC Routines", Maxim iButton
// datasheets, OpenSAFETY, Numerical Recipes in C, the iSCSI mailing list vectors, FFmpeg's
// libavutil/tests/crc.c, Beebjit, Box's blog).
const CATALOGUE: Record<Exclude<CrcAlgorithm, 'CRC-1' | 'SUM-8'>, CatalogueModel> = {
  'CRC-8/SMBUS': {
    width: 8, poly: 0x07, init: 0x00, refin: false, refout: false, xorout: 0x00, check: 0xf4, residue: 0x00,
    aliases: ['CRC-8'],
    codewords: [], // FFmpeg's codeword is generated: see FFMPEG below.
  },
  'CRC-8/MAXIM-DOW': {
    width: 8, poly: 0x31, init: 0x00, refin: true, refout: true, xorout: 0x00, check: 0xa1, residue: 0x00,
    aliases: ['CRC-8/MAXIM', 'DOW-CRC'],
    codewords: ['242BC5FB00000040', '102BC5FB000000A0', '212BC5FB00000089', '14B3D8FB000000D4', '0C2BC5FB0000005E'],
  },
  'CRC-8/DVB-S2': {
    width: 8, poly: 0xd5, init: 0x00, refin: false, refout: false, xorout: 0x00, check: 0xbc, residue: 0x00,
    aliases: [],
    codewords: ['22C812563011223344556677884F'],
  },
  'CRC-16/ARC': {
    width: 16, poly: 0x8005, init: 0x0000, refin: true, refout: true, xorout: 0x0000, check: 0xbb3d, residue: 0x0000,
    aliases: ['ARC', 'CRC-16', 'CRC-16/LHA', 'CRC-IBM'],
    codewords: ['000000000000', 'F20183E1C2', '0FAA0055E30B', '00FF5511CF6C', '332255AABBCCDDEEFF98AE', '926B554EE2', 'FFFFFFFF0194'],
  },
  'CRC-16/IBM-3740': {
    width: 16, poly: 0x1021, init: 0xffff, refin: false, refout: false, xorout: 0x0000, check: 0x29b1, residue: 0x0000,
    aliases: ['CRC-16/AUTOSAR', 'CRC-16/CCITT-FALSE'],
    codewords: ['0000000084C0', 'F20183D374', '0FAA00552023', '00FF5511B8F9', '332255AABBCCDDEEFFF53F', '926B550745', 'FFFFFFFF1D0F', 'FE00000001F1D3'],
  },
  'CRC-16/MODBUS': {
    width: 16, poly: 0x8005, init: 0xffff, refin: true, refout: true, xorout: 0x0000, check: 0x4b37, residue: 0x0000,
    aliases: ['MODBUS'],
    codewords: [],
  },
  'CRC-16/KERMIT': {
    width: 16, poly: 0x1021, init: 0x0000, refin: true, refout: true, xorout: 0x0000, check: 0x2189, residue: 0x0000,
    aliases: ['CRC-16/BLUETOOTH', 'CRC-16/CCITT', 'CRC-16/CCITT-TRUE', 'CRC-16/V-41-LSB', 'CRC-CCITT', 'KERMIT'],
    codewords: ['54A114', '4361744D6F7573653938373635343332318DC2'],
  },
  'CRC-16/XMODEM': {
    width: 16, poly: 0x1021, init: 0x0000, refin: false, refout: false, xorout: 0x0000, check: 0x31c3, residue: 0x0000,
    aliases: ['CRC-16/ACORN', 'CRC-16/LTE', 'CRC-16/V-41-MSB', 'XMODEM', 'ZMODEM'],
    codewords: ['541A71', '4361744D6F757365393837363534333231E556'],
  },
  'CRC-24/OPENPGP': {
    width: 24, poly: 0x864cfb, init: 0xb704ce, refin: false, refout: false, xorout: 0x000000, check: 0x21cf02, residue: 0x000000,
    aliases: ['CRC-24'],
    codewords: [],
  },
  'CRC-32/ISO-HDLC': {
    width: 32, poly: 0x04c11db7, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0xcbf43926, residue: 0xdebb20e3,
    aliases: ['CRC-32', 'CRC-32/ADCCP', 'CRC-32/V-42', 'CRC-32/XZ', 'PKZIP'],
    codewords: ['000000001CDF4421', 'F20183779DAB24', '0FAA005587B2C9B6', '00FF55111262A032', '332255AABBCCDDEEFF3D86AEB0', '926B559BA2DE9C', 'FFFFFFFFFFFFFFFF', '6173640ACEDE2D15'],
  },
  'CRC-32/MPEG-2': {
    width: 32, poly: 0x04c11db7, init: 0xffffffff, refin: false, refout: false, xorout: 0x00000000, check: 0x0376e6e7, residue: 0x00000000,
    aliases: [],
    codewords: [],
  },
  'CRC-32/JAMCRC': {
    width: 32, poly: 0x04c11db7, init: 0xffffffff, refin: true, refout: true, xorout: 0x00000000, check: 0x340bc6d9, residue: 0x00000000,
    aliases: ['JAMCRC'],
    codewords: [],
  },
  'CRC-32/ISCSI': {
    width: 32, poly: 0x1edc6f41, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0xe3069283, residue: 0xb798b438,
    aliases: ['CRC-32/BASE91-C', 'CRC-32/CASTAGNOLI', 'CRC-32/INTERLAKEN', 'CRC-32C'],
    codewords: [
      `${'00'.repeat(32)}AA36918A`,
      `${'FF'.repeat(32)}43ABA862`,
      `${Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex')}4E79DD46`,
    ],
  },
};

/**
 * The catalogue's definition of a model, computed bit by bit (its "width … name" legend): each
 * message bit (LSB first when refin) is XORed with the bit leaving the top of the register and
 * fed back through the polynomial; the register is reflected when refout, then XORed with xorout.
 * Written here from the legend alone, so it shares no code with the calculator.
 */
function catalogueCrc(m: Pick<CatalogueModel, 'width' | 'poly' | 'init' | 'refin' | 'refout' | 'xorout'>, data: Uint8Array): number {
  const width = BigInt(m.width);
  const mask = (1n << width) - 1n;
  const top = 1n << (width - 1n);
  let register = BigInt(m.init);
  for (const byte of data) {
    for (let i = 0; i < 8; i++) {
      const bit = m.refin ? (byte >> i) & 1 : (byte >> (7 - i)) & 1;
      const feedback = (register & top) !== 0n ? 1 - bit : bit;
      register = (register << 1n) & mask;
      if (feedback === 1) register ^= BigInt(m.poly);
    }
  }
  if (m.refout) {
    let reflected = 0n;
    for (let i = 0n; i < width; i++) if ((register >> i) & 1n) reflected |= 1n << (width - 1n - i);
    register = reflected;
  }
  return Number(register ^ BigInt(m.xorout));
}

const ascii = (s: string) => new TextEncoder().encode(s);
const models = Object.entries(CATALOGUE) as [keyof typeof CATALOGUE, CatalogueModel][];
/** CRC-1 as the catalogue's parameters would write it: width 1, poly x + 1 (0x1), nothing else. */
const PARITY = { width: 1, poly: 0x1, init: 0, refin: false, refout: false, xorout: 0 };

describe('the CRC catalogue, model by model', () => {
  it('the bit-by-bit definition here gives every catalogue check value (it is a faithful reference)', () => {
    for (const [name, m] of models) expect(catalogueCrc(m, ascii('123456789')), name).toBe(m.check);
  });

  it('gives the catalogue check value of every model, written to its width', async () => {
    const values = await crcAll(ascii('123456789'));
    for (const [name, m] of models) {
      expect(values[name], name).toBe(m.check);
      expect(formatCrcHex(values[name], name), name).toBe(m.check.toString(16).padStart(Math.ceil(m.width / 4), '0'));
    }
  });

  it('every codeword the catalogue cites leaves the model\'s residue (the CRC of a codeword is residue XOR xorout)', async () => {
    let count = 0;
    for (const [name, m] of models) {
      for (const codeword of m.codewords) {
        const bytes = Buffer.from(codeword, 'hex');
        expect(catalogueCrc(m, bytes), `${name} ${codeword} (reference)`).toBe((m.residue ^ m.xorout) >>> 0);
        expect((await crcAll(bytes))[name], `${name} ${codeword}`).toBe((m.residue ^ m.xorout) >>> 0);
        count++;
      }
    }
    expect(count).toBe(36);
  });

  it('FFmpeg\'s codeword (1999 bytes i + i·i, then E3) for CRC-8/SMBUS', async () => {
    const message = Uint8Array.from({ length: 1999 }, (_, i) => (i + i * i) & 0xff);
    expect((await crcAll(message))['CRC-8/SMBUS']).toBe(0xe3);
  });

  it('agrees with the catalogue\'s definition of every model on any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (data) => {
        const values = await crcAll(data);
        for (const [name, m] of models) expect(values[name], name).toBe(catalogueCrc(m, data));
        expect(values['CRC-1']).toBe(catalogueCrc(PARITY, data));
      }),
      { numRuns: 80 },
    );
  });

  it('CRC-1 is the width-1 CRC (poly 0x1), i.e. even parity: the catalogue has no CRC-1 to quote, so it is counted by hand', async () => {
    // "123456789" = 31 32 … 39: 3+3+4+3+4+4+5+3+4 = 33 one bits, odd, so 1; "A" (0x41) has 2, so 0; "" is 0.
    expect(catalogueCrc(PARITY, ascii('123456789'))).toBe(1);
    expect((await crcAll(ascii('123456789')))['CRC-1']).toBe(1);
    expect((await crcAll(ascii('A')))['CRC-1']).toBe(0);
    expect((await crcAll(ascii('C')))['CRC-1']).toBe(1); // 0x43: three one bits
  });
});

describe('catalogue names and aliases', () => {
  it('lists every catalogue alias of every model', () => {
    for (const [name, m] of models) for (const alias of m.aliases) expect(CRC_ALGORITHM_INFO[name].aliases, name).toContain(alias);
  });

  it('resolves every catalogue name and alias to its model alone, and shows that model\'s check value under it', async () => {
    const values = await crcAll(ascii('123456789'));
    for (const [name, m] of models) {
      for (const alias of [name, ...m.aliases]) {
        const catalogueMatches = resolveCrcName(alias).filter((r) => r.kind === 'catalogue' || r.kind === 'alias');
        expect(catalogueMatches.map((r) => r.algorithm), alias).toEqual([name]);
        // The filter puts it first, and its value there is the catalogue's check.
        const first = findCrcAlgorithms(alias)[0]!;
        expect(first, alias).toBe(name);
        expect(values[first], alias).toBe(m.check);
        // Typed loosely.
        expect(findCrcAlgorithms(alias.toLowerCase().replace(/[-/]/g, ' '))[0], alias).toBe(name);
      }
    }
  });

  it('CRC-16/CCITT-FALSE is CRC-16/IBM-3740 (check 29b1); CRC-16/CCITT is CRC-16/KERMIT (2189), though IT-Tools labels IBM-3740 "CRC16CCITT"', () => {
    expect(resolveCrcName('CRC-16/CCITT-FALSE')).toEqual([{ algorithm: 'CRC-16/IBM-3740', name: 'CRC-16/CCITT-FALSE', kind: 'alias' }]);
    expect(resolveCrcName('crc-16/ccitt')).toEqual([
      { algorithm: 'CRC-16/KERMIT', name: 'CRC-16/CCITT', kind: 'alias' },
      { algorithm: 'CRC-16/IBM-3740', name: 'CRC16CCITT', kind: 'other-tool' },
    ]);
    expect(resolveCrcName('CRC-32')).toEqual([{ algorithm: 'CRC-32/ISO-HDLC', name: 'CRC-32', kind: 'alias' }]);
    expect(resolveCrcName('CRC-1').map((r) => [r.algorithm, r.kind])).toEqual([
      ['CRC-1', 'catalogue'],
      ['SUM-8', 'other-tool'],
    ]);
    expect(resolveCrcName('CRC-32/ISO-HDLC')).toEqual([{ algorithm: 'CRC-32/ISO-HDLC', name: 'CRC-32/ISO-HDLC', kind: 'catalogue' }]);
    expect(resolveCrcName('CCITT')).toEqual([]);
    expect(resolveCrcName('  ')).toEqual([]);
    // A whole name's models come before the ones it is only part of.
    expect(findCrcAlgorithms('CRC-16/CCITT')).toEqual(['CRC-16/KERMIT', 'CRC-16/IBM-3740']);
    expect(findCrcAlgorithms('CRC-8')).toEqual(['CRC-8/SMBUS', 'CRC-8/MAXIM-DOW', 'CRC-8/DVB-S2']);
    expect(findCrcAlgorithms('crcjam')).toEqual(['CRC-32/JAMCRC']);
  });

  it('the labels of the crc package (IT-Tools\' CRC calculator) name the models whose check values that package gives', () => {
    // The crc package's own functions, run on the check string, against the catalogue's check
    // values: each label must belong to the model whose check value it computes.
    const fn: Record<string, (s: string) => number> = {
      CRC1: crc.crc1, CRC8: crc.crc8, CRC81WIRE: crc.crc81wire, CRC8DVBS2: crc.crc8dvbs2, CRC16: crc.crc16, CRC16CCITT: crc.crc16ccitt,
      CRC16MODBUS: crc.crc16modbus, CRC16KERMIT: crc.crc16kermit, CRC16XMODEM: crc.crc16xmodem, CRC24: crc.crc24, CRC32: crc.crc32,
      CRC32MPEG: crc.crc32mpeg2, CRC32MPEG2: crc.crc32mpeg2, CRCJAM: crc.crcjam,
    };
    const labels = CRC_ALGORITHMS.flatMap((a) => CRC_ALGORITHM_INFO[a].otherToolNames.map((label) => [a, label] as const));
    expect(labels.map(([, label]) => label).sort()).toEqual(Object.keys(fn).sort());
    for (const [algorithm, label] of labels) {
      const want = algorithm === 'SUM-8' ? 477 % 256 : CATALOGUE[algorithm as keyof typeof CATALOGUE].check; // SUM-8: 0x31 + … + 0x39 = 477
      expect(fn[label]!('123456789') >>> 0, label).toBe(want);
      expect(resolveCrcName(label).map((r) => r.algorithm), label).toContain(algorithm);
    }
  });

  it('only ever throws ToolInputError, whatever the name', () => {
    fuzzToolFunction((s: string) => resolveCrcName(s));
  });
});
