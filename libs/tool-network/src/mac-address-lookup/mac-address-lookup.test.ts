import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macAddressLookupTool } from './meta.js';
import { macAddressLookupState } from './state.js';
import { loadOuiRegistry, lookupMacVendor, parseMacQuery, type OuiRegistry } from './mac-address-lookup.js';
// @ts-expect-error: a plain Node script without type declarations.
import { buildOuiRegistryModule } from './generate-oui-registry.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// The source registry, as the oui-data package ships it: prefix (6, 7 or 9 hex digits) → "name\naddress…\ncountry".
const ouiData = JSON.parse(readFileSync(join(dirname(require.resolve('oui-data')), 'index.json'), 'utf8')) as Record<string, string>;

let registry: OuiRegistry;
beforeAll(async () => {
  registry = await loadOuiRegistry();
});

describe('the shipped registry', () => {
  it('is generated from the installed oui-data (run generate-oui-registry.mjs when this fails)', () => {
    const { version, text, source } = buildOuiRegistryModule() as { version: string; text: string; source: string };
    expect(readFileSync(join(here, 'oui-registry.data.ts'), 'utf8')).toBe(text);
    expect(readFileSync(join(here, 'oui-registry-source.ts'), 'utf8')).toBe(source);
    expect(registry.source).toEqual({ package: 'oui-data', version, published: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
  });

  it('answers every block of oui-data with its organization (MA-L, MA-M, MA-S)', () => {
    const counts = { 6: 0, 7: 0, 9: 0 } as Record<number, number>;
    const name = (record: string) => record.split('\n')[0]!.trim().replace(/\s+/g, ' ');
    for (const prefix of Object.keys(ouiData)) {
      if ((Number.parseInt(prefix.slice(0, 2), 16) & 1) === 1) continue; // a group-bit prefix: looked up as its unicast twin
      // A whole address inside the block: the prefix, then zeros; the longest block holding it answers.
      const address = prefix + '0'.repeat(12 - prefix.length);
      const longest = [9, 7, 6].map((n) => address.slice(0, n)).find((p) => ouiData[p] !== undefined)!;
      const found = lookupMacVendor(registry, address);
      expect(found.block?.replace(/-/g, '')).toBe(longest);
      expect(found.organization).toBe(name(ouiData[longest]!));
      if (longest === prefix) counts[prefix.length]!++;
    }
    // The three registries are all there (tens of thousands of MA-L blocks, thousands of MA-M and MA-S).
    expect(counts[6]).toBeGreaterThan(30_000);
    expect(counts[7]).toBeGreaterThan(5_000);
    expect(counts[9]).toBeGreaterThan(5_000);
  });
});

describe('lookupMacVendor: IEEE registry entries', () => {
  it('MA-L: 00-00-0C is Cisco Systems; 00-1B-63 is Apple', () => {
    expect(lookupMacVendor(registry, '00:00:0c:07:ac:01')).toMatchObject({ registry: 'MA-L', block: '00-00-0C', bits: 24, organization: 'Cisco Systems, Inc', country: 'United States' });
    expect(lookupMacVendor(registry, '001B.6384.45E6').organization).toBe('Apple, Inc.');
    expect(lookupMacVendor(registry, '00-1B-63').registry).toBe('MA-L');
  });

  it('MA-M: C8-5C-E2-7 (oui-data README example, IEEE MA-M registry)', () => {
    expect(lookupMacVendor(registry, 'C8:5C:E2:7A:BC:DE')).toMatchObject({ registry: 'MA-M', block: 'C8-5C-E2-7', bits: 28, organization: 'SYNERGY SYSTEMS AND SOLUTIONS', country: 'India' });
  });

  it('MA-S: a 36-bit block inside 8C-1F-64, which the IEEE holds itself', () => {
    const found = lookupMacVendor(registry, '8c1f.6400.0123');
    expect(found).toMatchObject({ registry: 'MA-S', block: '8C-1F-64-00-0', bits: 36 });
    expect(found.organization).not.toBe('IEEE Registration Authority');
    expect(lookupMacVendor(registry, '8C1F64').organization).toBe('IEEE Registration Authority');
  });

  it('a group address is looked up with its I/G bit cleared: 01-00-5E is IANA (RFC 7042 §2.1)', () => {
    expect(lookupMacVendor(registry, '01:00:5e:00:00:fb')).toMatchObject({ block: '00-00-5E', multicast: true, local: false });
    expect(lookupMacVendor(registry, '01:00:5e:00:00:fb').organization).toMatch(/IANA/);
  });

  it('a locally administered address is in no block', () => {
    expect(lookupMacVendor(registry, '02:00:00:00:00:01')).toMatchObject({ registry: null, organization: null, local: true });
  });

  it('every address is found in the block its prefix names, or none (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }), (bytes) => {
        bytes[0] = bytes[0]! & 0xfe;
        const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
        const found = lookupMacVendor(registry, hex);
        if (found.block !== null) expect(hex.startsWith(found.block.replace(/-/g, ''))).toBe(true);
        const expected = ouiData[hex.slice(0, 9)] ?? ouiData[hex.slice(0, 7)] ?? ouiData[hex.slice(0, 6)];
        expect(found.organization).toBe(expected === undefined ? null : expected.split('\n')[0]!.trim().replace(/\s+/g, ' '));
      }),
    );
  });
});

describe('parseMacQuery', () => {
  it('reads addresses and prefixes of 6 digits or more', () => {
    expect(parseMacQuery('00-00-0C-07-AC-01')).toEqual({ digits: '00000C07AC01', whole: true, multicast: false, local: false });
    expect(parseMacQuery('00:00:0c')).toEqual({ digits: '00000C', whole: false, multicast: false, local: false });
  });
  it('names the bad part', () => {
    expect(expectToolInputError(() => parseMacQuery('00:00')).message).toBe('The address has 2 groups; it needs 6 octets (a MAC address) or 8 (an EUI-64).');
    expect(expectToolInputError(() => parseMacQuery('00:1b:6g:84:45:e6')).message).toMatch(/^Character 8 "g"/);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressLookupTool, macAddressLookupState);
    for (const example of macAddressLookupTool.examples ?? []) {
      for (const line of String(example.state.input).split('\n')) expect(lookupMacVendor(registry, line).organization).not.toBeNull();
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => lookupMacVendor(registry, s));
  });
});
