import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import {
  UUID_NAMESPACES,
  UUID_VERSIONS,
  checkQuantity,
  generateUuids,
  nameBasedUuid,
  parseNamespace,
  uuidTimestamp,
} from './uuid-generator.js';
import { uuidGenerator } from './meta.js';
import { uuidGeneratorState } from './state.js';

// RFC 9562, Appendix A ("Test Vectors"), https://www.rfc-editor.org/rfc/rfc9562#appendix-A.
// A.2 (v3) and A.4 (v5) hash the name "www.example.com" in the DNS namespace.
const RFC9562_A1_V1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
const RFC9562_A2_V3 = '5df41881-3aed-3515-88a7-2f4a814cf09e';
const RFC9562_A4_V5 = '2ed6657d-e927-568b-95e1-2665a8aea6a2';
const RFC9562_A5_V6 = '1ec9414c-232a-6b00-b3c8-9f6bdeced846';
const RFC9562_A6_V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';
// A.1, A.5 and A.6 all encode "Tuesday, February 22, 2022 2:22:22.00 PM GMT-05:00".
const RFC9562_A_TIME = Date.UTC(2022, 1, 22, 19, 22, 22);

// A.1 and A.5 share the clock sequence 0x33C8 (B3C8 with the variant bits) and the node 9F6BDECED846.
const RFC9562_A_FIELDS = { msecs: RFC9562_A_TIME, clockSeq: 0x33c8, node: Uint8Array.from([0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]) };

// Layout of RFC 9562 §4.1 (variant 10xx in the 17th hex digit) and §4.2 (version in the 13th).
const layout = (version: number) => new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

const anyUuid = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => {
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
});

describe('predefined namespaces', () => {
  it('are the RFC 9562 §6.6 / RFC 4122 Appendix C values', () => {
    expect(UUID_NAMESPACES).toEqual({
      DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
      OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
      X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
    });
  });
});

describe('nameBasedUuid', () => {
  it('matches RFC 9562 A.2 (v3, DNS, "www.example.com")', () => {
    expect(nameBasedUuid('v3', UUID_NAMESPACES.DNS, 'www.example.com')).toBe(RFC9562_A2_V3);
  });

  it('matches RFC 9562 A.4 (v5, DNS, "www.example.com")', () => {
    expect(nameBasedUuid('v5', UUID_NAMESPACES.DNS, 'www.example.com')).toBe(RFC9562_A4_V5);
  });

  it('matches the Python documentation examples for "python.org" in the DNS namespace', () => {
    // https://docs.python.org/3/library/uuid.html#example
    expect(nameBasedUuid('v3', UUID_NAMESPACES.DNS, 'python.org')).toBe('6fa459ea-ee8a-3ca4-894e-db77e160355e');
    expect(nameBasedUuid('v5', UUID_NAMESPACES.DNS, 'python.org')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('hashes the UTF-8 bytes of non-ASCII names, as Python\'s uuid module does', () => {
    // Python 3: uuid.uuid5(uuid.NAMESPACE_DNS, 'bücher.example'), uuid.uuid3(uuid.NAMESPACE_DNS, '😀').
    expect(nameBasedUuid('v5', UUID_NAMESPACES.DNS, 'bücher.example')).toBe('849d4d8f-6c8e-59fa-9721-89ccba396bf9');
    expect(nameBasedUuid('v3', UUID_NAMESPACES.DNS, '😀')).toBe('4ee426a1-9210-355a-9c1d-505466d19eb5');
  });
  it('refuses a name with an unpaired surrogate, naming its position', () => {
    expect(() => nameBasedUuid('v5', UUID_NAMESPACES.DNS, 'a😀\uD800b')).toThrow(
      'The name has an unpaired surrogate (U+D800) at position 3: it is half of a character and has no UTF-8 form.',
    );
    expect(() => generateUuids({ version: 'v3', quantity: 2, namespace: UUID_NAMESPACES.URL, name: '\uDC00' })).toThrow(ToolInputError);
  });
  it('accepts the namespace in upper case, without hyphens, in braces or as a URN', () => {
    for (const ns of [
      '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
      '6ba7b8109dad11d180b400c04fd430c8',
      '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
      'urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      '  6ba7b810-9dad-11d1-80b4-00c04fd430c8  ',
    ]) {
      expect(nameBasedUuid('v5', ns, 'www.example.com'), ns).toBe(RFC9562_A4_V5);
    }
  });

  it('accepts any 128-bit namespace, whatever its version and variant bits', () => {
    fc.assert(
      fc.property(anyUuid, fc.string(), (ns, name) => {
        expect(nameBasedUuid('v3', ns, name)).toMatch(layout(3));
        expect(nameBasedUuid('v5', ns, name)).toMatch(layout(5));
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic and separates names and namespaces', () => {
    fc.assert(
      fc.property(anyUuid, anyUuid, fc.string(), fc.string(), (ns1, ns2, a, b) => {
        expect(nameBasedUuid('v5', ns1, a)).toBe(nameBasedUuid('v5', ns1, a));
        if (a !== b) expect(nameBasedUuid('v5', ns1, a)).not.toBe(nameBasedUuid('v5', ns1, b));
        if (ns1 !== ns2) expect(nameBasedUuid('v3', ns1, a)).not.toBe(nameBasedUuid('v3', ns2, a));
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseNamespace errors', () => {
  it('names the first bad character and its position', () => {
    expect(() => parseNamespace('6ba7b810-9dad-11d1-80b4-00c04fd430cg')).toThrow(
      'The namespace is not a UUID: expected a hex digit (0-9, a-f) at position 36, found "g".',
    );
    expect(() => parseNamespace('6ba7b810_9dad-11d1-80b4-00c04fd430c8')).toThrow('expected a hyphen at position 9, found "_"');
    // Position counts from the start of the field, including the URN prefix.
    expect(() => parseNamespace('urn:uuid:zba7b810-9dad-11d1-80b4-00c04fd430c8')).toThrow('at position 10, found "z"');
  });

  it('reports a wrong length', () => {
    expect(() => parseNamespace('6ba7b810-9dad')).toThrow('it has 13 characters, expected 36');
    expect(() => parseNamespace('6ba7b810-9dad-11d1-80b4-00c04fd430c8a')).toThrow('it has 37 characters, expected 36');
    expect(() => parseNamespace('6ba7b8109dad11d180b400c04fd430c')).toThrow('expected a hyphen at position 9');
  });

  it('asks for a value when empty', () => {
    expect(() => parseNamespace('   ')).toThrow(ToolInputError);
    expect(() => parseNamespace('')).toThrow('Enter a namespace UUID');
  });

  it('throws only ToolInputError for any text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          expect(parseNamespace(s)).toHaveLength(16);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
        }
      }),
    );
  });

  it('makes generateUuids fail for v3/v5 with a bad namespace', () => {
    expect(() => generateUuids({ version: 'v5', quantity: 1, namespace: 'not-a-uuid', name: 'x' })).toThrow(ToolInputError);
    expect(() => generateUuids({ version: 'v3', quantity: 1, name: 'x' })).toThrow('Enter a namespace UUID');
  });
});

describe('checkQuantity', () => {
  it('accepts whole numbers from 1 to 1000', () => {
    for (const q of [1, 2, 999, 1000]) expect(checkQuantity(q)).toBe(q);
  });

  it('rejects anything else with a message', () => {
    for (const q of [0, -1, 1001, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => checkQuantity(q), String(q)).toThrow(ToolInputError);
    }
    expect(() => checkQuantity(1001)).toThrow('Quantity must be a whole number from 1 to 1000 (got 1001).');
    expect(() => checkQuantity(Number.NaN)).toThrow('(got nothing)');
  });
});

describe('generateUuids', () => {
  it('makes the requested number of UUIDs for every version', () => {
    for (const version of UUID_VERSIONS) {
      const list = generateUuids({ version, quantity: 7, namespace: UUID_NAMESPACES.URL, name: 'https://example.com/' });
      expect(list, version).toHaveLength(7);
    }
    expect(generateUuids({ version: 'v4', quantity: 1000 })).toHaveLength(1000);
    expect(() => generateUuids({ version: 'v4', quantity: 1001 })).toThrow(ToolInputError);
    expect(() => generateUuids({ version: 'NIL', quantity: 0 })).toThrow(ToolInputError);
  });

  it('makes the Nil and Max UUIDs of RFC 9562 §5.9 and §5.10', () => {
    expect(generateUuids({ version: 'NIL', quantity: 2 })).toEqual(['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000']);
    expect(generateUuids({ version: 'MAX', quantity: 1 })).toEqual(['ffffffff-ffff-ffff-ffff-ffffffffffff']);
  });

  it('sets the version nibble and the 10xx variant on random and time-based UUIDs', () => {
    for (const [version, n] of [['v1', 1], ['v4', 4], ['v6', 6], ['v7', 7]] as const) {
      const list = generateUuids({ version, quantity: 500 });
      for (const id of list) expect(id, version).toMatch(layout(n));
      expect(new Set(list).size, `${version} unique`).toBe(500);
    }
  });

  it('repeats the one name-based UUID for v3/v5 batches', () => {
    expect(generateUuids({ version: 'v5', quantity: 3, namespace: UUID_NAMESPACES.DNS, name: 'www.example.com' })).toEqual([
      RFC9562_A4_V5,
      RFC9562_A4_V5,
      RFC9562_A4_V5,
    ]);
  });

  it('orders a v7 batch: strictly increasing text, timestamps now and never decreasing', () => {
    const before = Date.now();
    const list = generateUuids({ version: 'v7', quantity: 1000 });
    const after = Date.now();
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
    let previous = -Infinity;
    for (const id of list) {
      const time = uuidTimestamp(id)!;
      expect(time).toBeGreaterThanOrEqual(before);
      // The counter may roll into the next millisecond (RFC 9562 §6.2); allow a little slack.
      expect(time).toBeLessThanOrEqual(after + 1000);
      expect(time).toBeGreaterThanOrEqual(previous);
      previous = time;
    }
    // A later batch sorts after the earlier one.
    const next = generateUuids({ version: 'v7', quantity: 5 });
    expect(next[0]! > list[list.length - 1]!).toBe(true);
  });

  it('makes the RFC 9562 A.1 (v1) and A.5 (v6) vectors from their fields', () => {
    expect(generateUuids({ version: 'v1', quantity: 1, timeFields: RFC9562_A_FIELDS })).toEqual([RFC9562_A1_V1]);
    expect(generateUuids({ version: 'v6', quantity: 2, timeFields: RFC9562_A_FIELDS })).toEqual([RFC9562_A5_V6, RFC9562_A5_V6]);
    // One 100-ns tick later: the last hex digit of v6's time_low (it is stored last, §5.6).
    expect(generateUuids({ version: 'v6', quantity: 1, timeFields: { ...RFC9562_A_FIELDS, ticks: 1 } })).toEqual([
      '1ec9414c-232a-6b01-b3c8-9f6bdeced846',
    ]);
  });

  it('round-trips the fields of v1 and v6 through uuidTimestamp', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 0x3fff }),
        fc.uint8Array({ minLength: 6, maxLength: 6 }),
        fc.constantFrom('v1' as const, 'v6' as const),
        (msecs, ticks, clockSeq, node, version) => {
          const [id] = generateUuids({ version, quantity: 1, timeFields: { msecs, ticks, clockSeq, node } });
          expect(id).toMatch(layout(version === 'v1' ? 1 : 6));
          expect(uuidTimestamp(id!)).toBeCloseTo(msecs + ticks / 10_000, 4);
          // clock_seq (14 bits after the variant) and node are the same fields in v1 and v6 (§5.6).
          const hex = id!.replace(/-/g, '');
          expect(Number.parseInt(hex.slice(16, 20), 16) & 0x3fff).toBe(clockSeq);
          expect(hex.slice(20)).toBe(Array.from(node, (b) => b.toString(16).padStart(2, '0')).join(''));
        },
      ),
    );
  });

  it('refuses fixed time fields out of range', () => {
    const bad: Partial<typeof RFC9562_A_FIELDS & { ticks: number }>[] = [{ msecs: -1 }, { msecs: 1.5 }, { ticks: 10_000 }, { clockSeq: 0x4000 }, { node: new Uint8Array(5) }];
    for (const patch of bad) {
      expect(() => generateUuids({ version: 'v6', quantity: 1, timeFields: { ...RFC9562_A_FIELDS, ...patch } }), JSON.stringify(patch)).toThrow(ToolInputError);
    }
  });

  it('orders a v6 batch like v7: strictly increasing text, stamped now', () => {
    const before = Date.now();
    const list = generateUuids({ version: 'v6', quantity: 1000 });
    const after = Date.now();
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
    for (const id of list) {
      expect(uuidTimestamp(id)).toBeGreaterThanOrEqual(before);
      expect(uuidTimestamp(id)).toBeLessThan(after + 1);
    }
  });

  it('stamps v1 UUIDs with the current time', () => {
    const before = Date.now();
    const [id] = generateUuids({ version: 'v1', quantity: 1 });
    const after = Date.now();
    const time = uuidTimestamp(id!)!;
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThan(after + 1);
  });
});

describe('uuidTimestamp', () => {
  it('reads the RFC 9562 A.1 (v1), A.5 (v6) and A.6 (v7) vectors as 2022-02-22T19:22:22Z', () => {
    expect(uuidTimestamp(RFC9562_A1_V1)).toBe(RFC9562_A_TIME);
    expect(uuidTimestamp(RFC9562_A5_V6.toUpperCase())).toBe(RFC9562_A_TIME);
    expect(uuidTimestamp(RFC9562_A6_V7)).toBe(RFC9562_A_TIME);
  });

  it('reads 100-ns ticks of v1 as fractions of a millisecond', () => {
    // A.1 plus one tick in time_low.
    expect(uuidTimestamp('c232ab01-9414-11ec-b3c8-9f6bdeced846')).toBe(RFC9562_A_TIME + 0.0001);
  });

  it('returns null for versions without a time', () => {
    expect(uuidTimestamp(RFC9562_A2_V3)).toBeNull();
    expect(uuidTimestamp('919108f7-52d1-4320-9bac-f847db4148a8')).toBeNull(); // A.3, v4
    expect(uuidTimestamp('00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('rejects text that is not a UUID', () => {
    expect(() => uuidTimestamp('hello')).toThrow('This is not a UUID');
  });
});

describe('uuid generator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(uuidGenerator, uuidGeneratorState);
  });

  it('has examples that each generate the UUIDs they promise', () => {
    const results = (uuidGenerator.examples ?? []).map((example) => generateUuids(uuidGeneratorState.schema.parse(example.state)));
    expect(results.map((list) => list.length)).toEqual([10, 5, 1, 5]);
    for (const id of results[0]!) expect(id).toMatch(layout(4));
    for (const id of results[1]!) expect(id).toMatch(layout(7));
    expect(results[2]).toEqual([RFC9562_A4_V5]);
    for (const id of results[3]!) expect(id).toMatch(layout(6));
  });

  it('keeps hostile or broken link values out of the state', () => {
    const { state, notices } = restoreState(uuidGeneratorState, { search: `?version=v9&quantity=5000&namespace=${'f'.repeat(101)}` });
    expect(state).toEqual({ version: 'v4', quantity: 1, namespace: UUID_NAMESPACES.DNS, name: '' });
    expect(notices.map((n) => n.field).sort()).toEqual(['namespace', 'quantity', 'version']);
    const linked = restoreState(uuidGeneratorState, { search: `?version=v3&quantity=25&namespace=${UUID_NAMESPACES.OID}` }).state;
    expect(linked).toEqual({ version: 'v3', quantity: 25, namespace: UUID_NAMESPACES.OID, name: '' });
    expect(restoreState(uuidGeneratorState, { search: '?quantity=2.5' }).state.quantity).toBe(1);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const version = fc.constantFrom(...UUID_VERSIONS);
    const number = fc.oneof(fc.integer({ min: -5, max: 1005 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e21));
    const namespace = fc.oneof(hostileText, anyUuid, fc.constantFrom(...Object.values(UUID_NAMESPACES)));
    fuzzToolFunction((q: number) => checkQuantity(q), number);
    fuzzToolFunction((s: string) => parseNamespace(s), namespace);
    fuzzToolFunction((s: string) => uuidTimestamp(s), fc.oneof(hostileText, anyUuid));
    fuzzToolFunction(
      ([v, ns, name]: ['v3' | 'v5', string, string]) => nameBasedUuid(v, ns, name),
      fc.tuple(fc.constantFrom('v3' as const, 'v5' as const), namespace, hostileText),
    );
    fuzzToolFunction(
      (options: { version: (typeof UUID_VERSIONS)[number]; quantity: number; namespace?: string; name?: string }) => generateUuids(options),
      fc.record(
        { version, quantity: fc.oneof(number, fc.integer({ min: 1, max: 20 })), namespace, name: hostileText },
        { requiredKeys: ['version', 'quantity'] },
      ),
    );
  });
});
