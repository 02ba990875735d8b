import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import {
  checkCollectionName,
  COLLECTION_NAME_MAX,
  decodeObjectId,
  OBJECTID_TIME_MAX_MS,
  objectIdForTime,
  objectIdFindQuery,
  objectIdRangeQuery,
  parseDateInput,
} from './mongo-objectid-converter.js';
import { formatLocalTime, parseLocalDateTime } from '../shared/local-time.js';
import { mongoObjectidConverter } from './meta.js';
import { mongoObjectidConverterState } from './state.js';

// MongoDB manual, "ObjectId()" (https://www.mongodb.com/docs/manual/reference/method/ObjectId/):
// ObjectId("507f1f77bcf86cd799439011").getTimestamp() is ISODate("2012-10-17T21:13:27Z").
const DOCS_ID = '507f1f77bcf86cd799439011';
const DOCS_TIME = '2012-10-17T21:13:27.000Z';

describe('decodeObjectId', () => {
  it('reads the MongoDB manual example', () => {
    const d = decodeObjectId(DOCS_ID);
    expect(d.iso).toBe(DOCS_TIME);
    expect(d.seconds).toBe(Date.UTC(2012, 9, 17, 21, 13, 27) / 1000);
    // Layout (BSON spec / manual): 4-byte timestamp | 5-byte random value | 3-byte counter.
    expect(d.random).toBe('bcf86cd799');
    expect(d.counterHex).toBe('439011');
    expect(d.counter).toBe(0x439011);
  });

  it('accepts upper case, quotes, the shell form and Extended JSON', () => {
    for (const text of [DOCS_ID.toUpperCase(), ` "${DOCS_ID}" `, `ObjectId("${DOCS_ID}")`, `ObjectId('${DOCS_ID}')`, `{"$oid": "${DOCS_ID}"}`]) {
      expect(decodeObjectId(text).iso, text).toBe(DOCS_TIME);
    }
  });

  it('reads the smallest and largest timestamps', () => {
    expect(decodeObjectId('000000000000000000000000').iso).toBe('1970-01-01T00:00:00.000Z');
    expect(decodeObjectId('ffffffffffffffffffffffff').iso).toBe('2106-02-07T06:28:15.000Z');
  });

  it('rejects invalid ids with a message saying where', () => {
    expect(expectToolInputError(() => decodeObjectId('')).message).toContain('Enter an ObjectId');
    const e = expectToolInputError(() => decodeObjectId('507f1f77bcf86cd79943901g'));
    expect(e.message).toBe('This is not an ObjectId: expected a hex digit (0-9, a-f) at position 24, found "g".');
    expect(e.column).toBe(24);
    expect(expectToolInputError(() => decodeObjectId('ObjectId("507f1z77bcf86cd799439011")')).column).toBe(16);
    expect(expectToolInputError(() => decodeObjectId('507f1f77bcf86cd79943901')).message).toBe(
      'This is not an ObjectId: it has 23 characters, expected 24 hex digits (12 bytes).',
    );
    expect(expectToolInputError(() => decodeObjectId(`${DOCS_ID}1`)).message).toContain('it has 25 characters');
  });
});

describe('objectIdForTime', () => {
  it('makes the zero ObjectId of a date', () => {
    expect(objectIdForTime(Date.parse('2012-10-17T21:13:27Z'), 'zero')).toBe('507f1f770000000000000000');
    expect(objectIdForTime(0, 'zero')).toBe('000000000000000000000000');
    expect(objectIdForTime(OBJECTID_TIME_MAX_MS, 'zero')).toBe('ffffffff0000000000000000');
  });

  it('round-trips date → ObjectId → date (to the second)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: OBJECTID_TIME_MAX_MS }), fc.constantFrom('random' as const, 'zero' as const), (ms, fill) => {
        const id = objectIdForTime(ms, fill);
        expect(id).toMatch(/^[0-9a-f]{24}$/);
        expect(decodeObjectId(id).seconds * 1000).toBe(ms - (ms % 1000));
      }),
    );
  });

  it('fills the last 8 bytes with random bytes', () => {
    const ids = Array.from({ length: 200 }, () => objectIdForTime(Date.parse(DOCS_TIME), 'random'));
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id.slice(0, 8)).toBe('507f1f77');
  });

  it('rejects times an ObjectId cannot hold', () => {
    expectToolInputError(() => objectIdForTime(-1, 'zero'));
    expectToolInputError(() => objectIdForTime(OBJECTID_TIME_MAX_MS + 1, 'random'));
    expectToolInputError(() => objectIdForTime(Number.NaN, 'random'));
  });
});

describe('parseDateInput', () => {
  it('reads ISO 8601 dates and Unix seconds', () => {
    const t = Date.UTC(2012, 9, 17, 21, 13, 27);
    expect(parseDateInput('2012-10-17T21:13:27Z')).toBe(t);
    expect(parseDateInput('2012-10-17T21:13:27')).toBe(t);
    expect(parseDateInput('2012-10-17 23:13:27+02:00')).toBe(t);
    expect(parseDateInput('2012-10-17T16:13:27-0500')).toBe(t);
    expect(parseDateInput('2012-10-17T21:13:27.5Z')).toBe(t + 500);
    expect(parseDateInput('2012-10-17')).toBe(Date.UTC(2012, 9, 17));
    expect(parseDateInput('1350508407')).toBe(t);
    expect(parseDateInput('0050-01-01')).toBe(new Date('0050-01-01T00:00:00Z').getTime());
  });

  it('agrees with Date.parse on RFC 3339 date-times', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (d) => {
        expect(parseDateInput(d.toISOString())).toBe(d.getTime());
      }),
    );
  });

  it('rejects what is not a date', () => {
    expect(expectToolInputError(() => parseDateInput('')).message).toContain('Enter a date');
    expect(expectToolInputError(() => parseDateInput('yesterday')).message).toContain('"yesterday" is not a date');
    expect(expectToolInputError(() => parseDateInput('2023-02-29')).message).toContain('is not a date that exists');
    expectToolInputError(() => parseDateInput('2023-13-01'));
    expectToolInputError(() => parseDateInput('2023-01-01T24:00:00Z'));
    expectToolInputError(() => parseDateInput('2023-01-01T10:00:00+24:00'));
  });
});

describe('local time of an ObjectId', () => {
  it('writes the MongoDB manual example in a time zone, and reads the picker value back to the same ObjectId', () => {
    // 2012-10-17T21:13:27Z: 17:13:27 in New York (EDT, −04:00, IANA tz rules).
    const local = formatLocalTime(decodeObjectId(DOCS_ID).seconds * 1000, 'America/New_York');
    expect(local.rfc3339).toBe('2012-10-17T17:13:27-04:00');
    // The UI's picker gives the local wall-clock time; its RFC 3339 text goes into the date field.
    const picked = formatLocalTime(parseLocalDateTime('2012-10-17T17:13:27', 'America/New_York'), 'America/New_York').rfc3339;
    expect(objectIdForTime(parseDateInput(picked), 'zero')).toBe('507f1f770000000000000000');
  });

  it('date field → picker → date field keeps the ObjectId\'s second, in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: OBJECTID_TIME_MAX_MS }),
        fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'),
        (ms, zone) => {
          const { dateTimeLocal } = formatLocalTime(ms, zone);
          const back = parseDateInput(formatLocalTime(parseLocalDateTime(dateTimeLocal, zone), zone).rfc3339);
          // The same moment, or — for a wall-clock time that happened twice — the earlier one.
          expect(formatLocalTime(back, zone).dateTimeLocal).toBe(dateTimeLocal);
          expect(back).toBeLessThanOrEqual(ms);
        },
      ),
    );
  });
});

describe('objectIdRangeQuery', () => {
  it('writes the mongosh find of documents made since an ObjectId (MongoDB manual, $gte and ObjectId())', () => {
    expect(objectIdRangeQuery('orders', '507f1f770000000000000000')).toBe('db.orders.find({ _id: { $gte: ObjectId("507f1f770000000000000000") } })');
    expect(objectIdRangeQuery(' users ', `ObjectId("${DOCS_ID.toUpperCase()}")`)).toBe(`db.users.find({ _id: { $gte: ObjectId("${DOCS_ID}") } })`);
  });

  it('uses db.getCollection() for names that are not identifiers', () => {
    expect(objectIdRangeQuery('order-items', DOCS_ID)).toBe(`db.getCollection("order-items").find({ _id: { $gte: ObjectId("${DOCS_ID}") } })`);
    expect(objectIdRangeQuery('2024', DOCS_ID)).toMatch(/^db\.getCollection\("2024"\)\.find/);
    expect(objectIdRangeQuery('a"b\\c', DOCS_ID)).toMatch(/^db\.getCollection\("a\\"b\\\\c"\)/);
  });

  it('quotes any name so the command parses back to it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: COLLECTION_NAME_MAX }).filter((n) => n.trim() !== '' && !/[$\0]/.test(n) && !n.trim().startsWith('system.')), (name) => {
        const command = objectIdRangeQuery(name, DOCS_ID);
        const target = /^db\.(?:([A-Za-z_][A-Za-z0-9_]*)|getCollection\((".*")\))\.find\(/s.exec(command);
        expect(target).not.toBeNull();
        expect(target![1] ?? JSON.parse(target![2]!)).toBe(name.trim());
      }),
    );
  });

  it('refuses names MongoDB does not allow, and over-long ones', () => {
    expect(expectToolInputError(() => checkCollectionName('  ')).message).toContain('Enter a collection name');
    const dollar = expectToolInputError(() => checkCollectionName('price$usd'));
    expect(dollar.message).toBe('A collection name cannot hold "$" (position 6).');
    expect(dollar.column).toBe(6);
    expect(expectToolInputError(() => checkCollectionName('a\0b')).message).toContain('a null character');
    expect(expectToolInputError(() => checkCollectionName('system.users')).message).toContain('reserved');
    expect(checkCollectionName('x'.repeat(COLLECTION_NAME_MAX))).toHaveLength(COLLECTION_NAME_MAX);
    expect(expectToolInputError(() => checkCollectionName('x'.repeat(COLLECTION_NAME_MAX + 1))).message).toContain(`at most ${COLLECTION_NAME_MAX} characters`);
    expectToolInputError(() => objectIdRangeQuery('orders', 'nope'));
  });
});

describe('objectIdFindQuery', () => {
  it('writes the mongosh find of one document by its _id (MongoDB manual, db.collection.find() on _id, ObjectId())', () => {
    // MongoDB manual, ObjectId(): ObjectId("507f1f77bcf86cd799439011"); db.collection.find() example collection "bios".
    expect(objectIdFindQuery('bios', DOCS_ID)).toBe('db.bios.find({ _id: ObjectId("507f1f77bcf86cd799439011") })');
    // Extended JSON v2 ({"$oid": …}) and upper-case hex are written as the shell's ObjectId("…"), lower case.
    expect(objectIdFindQuery('bios', `{"$oid": "${DOCS_ID.toUpperCase()}"}`)).toBe('db.bios.find({ _id: ObjectId("507f1f77bcf86cd799439011") })');
    expect(objectIdFindQuery('order-items', DOCS_ID)).toBe(`db.getCollection("order-items").find({ _id: ObjectId("${DOCS_ID}") })`);
  });

  it('names the ObjectId it was given, for any ObjectId', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{24}$/), (hex) => {
        const found = /ObjectId\("([0-9a-f]{24})"\)/.exec(objectIdFindQuery('orders', hex));
        expect(found?.[1]).toBe(hex.toLowerCase());
      }),
    );
  });

  it('refuses a bad collection name or ObjectId', () => {
    expect(expectToolInputError(() => objectIdFindQuery('price$usd', DOCS_ID)).message).toBe('A collection name cannot hold "$" (position 6).');
    expectToolInputError(() => objectIdFindQuery('orders', '507f1f77bcf86cd79943901g'));
  });
});

describe('mongo objectid converter: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(mongoObjectidConverter, mongoObjectidConverterState));

  it('has examples that each show a result', () => {
    const [decode, make] = (mongoObjectidConverter.examples ?? []).map((e) => mongoObjectidConverterState.schema.parse(e.state));
    expect(decodeObjectId(decode!.objectId).iso).toBe(DOCS_TIME);
    expect(objectIdForTime(parseDateInput(make!.date), 'zero')).toBe('659200800000000000000000');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeObjectId(s));
    fuzzToolFunction((s: string) => decodeObjectId(s), fc.oneof(fc.stringMatching(/^[0-9a-fA-F]{20,28}$/), fc.stringMatching(/^ObjectId\(["']?[0-9a-z]{0,30}["']?\)$/)));
    fuzzToolFunction((s: string) => parseDateInput(s));
    fuzzToolFunction((s: string) => parseDateInput(s), fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/));
    fuzzToolFunction((s: string) => objectIdForTime(parseDateInput(s), 'random'), fc.oneof(hostileText, fc.stringMatching(/^\d{1,12}$/)));
    fuzzToolFunction((n: number) => objectIdForTime(n, 'zero'), fc.oneof(fc.double(), fc.integer()));
    fuzzToolFunction((s: string) => checkCollectionName(s));
    fuzzToolFunction(([c, id]: [string, string]) => objectIdRangeQuery(c, id), fc.tuple(hostileText, fc.oneof(hostileText, fc.constant(DOCS_ID))));
    fuzzToolFunction(([c, id]: [string, string]) => objectIdFindQuery(c, id), fc.tuple(hostileText, fc.oneof(hostileText, fc.constant(DOCS_ID))));
  });
});
