import { ToolInputError } from '@handy-tools/ui/kit';
import { bytesToHex } from '@handy-tools/bytes';

/** What {@link decodeObjectId} reads out of an ObjectId. */
export interface DecodedObjectId {
  /** The ObjectId as 24 lower-case hex digits. */
  hex: string;
  /** Its 4-byte timestamp: Unix time in whole seconds (0 to 2^32 − 1). */
  seconds: number;
  /** That time in ISO 8601 (UTC). */
  iso: string;
  /** The 5-byte random value (unique per machine and process), as 10 hex digits. */
  random: string;
  /** The 3-byte counter, as 6 hex digits. */
  counterHex: string;
  /** The same counter as a number (0 to 16 777 215). */
  counter: number;
}

/**
 * Finds the 24 hex digits in the text: bare, quoted, or in the shell's `ObjectId("…")` /
 * Extended JSON `{"$oid": "…"}` forms.
 */
function unwrap(text: string): { body: string; offset: number } {
  const wrapped = /^\s*(?:ObjectId\(\s*["']?|\{\s*"\$oid"\s*:\s*")([^"')}]*)(?:["']?\s*\)|"\s*\})\s*$/di.exec(text);
  if (wrapped) return { body: wrapped[1]!, offset: wrapped.indices![1]![0] };
  const trimmed = text.trim();
  const quoted = /^(["'])(.*)\1$/s.exec(trimmed);
  if (quoted) return { body: quoted[2]!, offset: text.indexOf(trimmed) + 1 };
  return { body: trimmed, offset: text.indexOf(trimmed) };
}

/**
 * Decodes a MongoDB ObjectId: 12 bytes = a 4-byte big-endian timestamp (seconds since the Unix
 * epoch), a 5-byte random value and a 3-byte counter (MongoDB manual, "ObjectId"; BSON spec).
 * Accepts the 24 hex digits in any case, bare, quoted, as `ObjectId("…")` or as `{"$oid": "…"}`.
 *
 * @param text - the ObjectId as typed.
 * @returns its parts.
 * @throws ToolInputError when the text is empty, holds a character that is not a hex digit
 *   (naming it and its 1-based position), or does not have exactly 24 hex digits.
 * @see https://www.mongodb.com/docs/manual/reference/method/ObjectId/ — ObjectId("507f1f77bcf86cd799439011") was made 2012-10-17T21:13:27Z.
 */
export function decodeObjectId(text: string): DecodedObjectId {
  if (text.trim() === '') throw new ToolInputError('Enter an ObjectId: 24 hex digits, e.g. 507f1f77bcf86cd799439011.');
  const { body, offset } = unwrap(text);
  const chars = [...body];
  for (let i = 0; i < chars.length && i < 24; i++) {
    if (!/^[0-9a-f]$/i.test(chars[i]!)) {
      throw new ToolInputError(`This is not an ObjectId: expected a hex digit (0-9, a-f) at position ${offset + i + 1}, found "${chars[i]!}".`, {
        position: offset + i,
        column: offset + i + 1,
      });
    }
  }
  if (chars.length !== 24) {
    throw new ToolInputError(`This is not an ObjectId: it has ${chars.length} characters, expected 24 hex digits (12 bytes).`, {
      position: offset + Math.min(chars.length, 24),
    });
  }
  const hex = body.toLowerCase();
  const seconds = Number.parseInt(hex.slice(0, 8), 16);
  const counterHex = hex.slice(18);
  return {
    hex,
    seconds,
    iso: new Date(seconds * 1000).toISOString(),
    random: hex.slice(8, 18),
    counterHex,
    counter: Number.parseInt(counterHex, 16),
  };
}

/** How {@link objectIdForTime} fills the 8 bytes after the timestamp. */
export type ObjectIdFill = 'random' | 'zero';

/** The largest time an ObjectId holds: 2^32 − 1 seconds, 2106-02-07T06:28:15Z, in milliseconds. */
export const OBJECTID_TIME_MAX_MS = 0xffffffff * 1000 + 999;

/**
 * Makes an ObjectId for a given time: the 4-byte timestamp is the time's whole seconds (rounded
 * down); the other 8 bytes are random (from `crypto.getRandomValues`, as a driver would make
 * with a random process value and counter start) or all zero — the smallest ObjectId of that
 * second, for range queries such as `{ _id: { $gte: ObjectId("…") } }`.
 *
 * @param ms - the time, Unix milliseconds, from 0 to {@link OBJECTID_TIME_MAX_MS}.
 * @param fill - `random` or `zero`.
 * @returns the ObjectId as 24 lower-case hex digits.
 * @throws ToolInputError when the time is not a number or falls outside 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z.
 */
export function objectIdForTime(ms: number, fill: ObjectIdFill): string {
  if (!Number.isFinite(ms) || ms < 0 || ms > OBJECTID_TIME_MAX_MS) {
    throw new ToolInputError('An ObjectId holds times from 1970-01-01T00:00:00Z to 2106-02-07T06:28:15Z (4 bytes of seconds).');
  }
  const seconds = Math.floor(ms / 1000);
  const rest = new Uint8Array(8);
  if (fill === 'random') crypto.getRandomValues(rest);
  return seconds.toString(16).padStart(8, '0') + bytesToHex(rest);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a date typed by a user: an ISO 8601 date or date-time (`2012-10-17`,
 * `2012-10-17T21:13:27Z`, `2012-10-17 23:13:27+02:00`; fractions of a second allowed; without
 * an offset the time is UTC), or a Unix time in seconds (digits only, e.g. `1350508407`).
 *
 * @param text - the date as typed.
 * @returns Unix time in milliseconds.
 * @throws ToolInputError when the text is empty or not such a date, or names a day, hour or
 *   offset that does not exist (e.g. 2023-02-29).
 * @see ISO 8601 / RFC 3339 §5.6 for the date-time form.
 */
export function parseDateInput(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Enter a date, e.g. 2012-10-17T21:13:27Z, or Unix seconds.');
  if (/^\d{1,12}$/.test(trimmed)) return Number(trimmed) * 1000;
  const m = ISO_DATE.exec(trimmed);
  if (!m) throw new ToolInputError(`"${trimmed}" is not a date: write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (ISO 8601), or as Unix seconds.`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  // setUTCFullYear, unlike Date.UTC, keeps years 0 to 99 as written.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (month < 1 || month > 12 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new ToolInputError(`"${trimmed}" is not a date that exists (check the month, day and time).`);
  }
  date.setUTCHours(Number(h), Number(mi), Number(s), ms);
  const utc = date.getTime();
  let offset = 0;
  if (zone.toUpperCase() !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    const oh = Number(z[2]);
    const om = Number(z[3]);
    if (oh > 23 || om > 59) throw new ToolInputError(`"${zone}" is not a time-zone offset (at most ±23:59).`);
    offset = (z[1] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  return utc - offset;
}

/** Longest collection name {@link objectIdRangeQuery} accepts, in characters (MongoDB's namespace limit is 255 bytes with the database name). */
export const COLLECTION_NAME_MAX = 120;

/**
 * Checks a MongoDB collection name: not empty, at most {@link COLLECTION_NAME_MAX} characters,
 * no `$` and no null character, and not in the reserved `system.` prefix (MongoDB manual,
 * "Naming Restrictions" for collections).
 *
 * @param name - the name as typed (spaces around are ignored).
 * @returns the trimmed name.
 * @throws ToolInputError saying what is wrong (and, for a bad character, its 1-based position).
 * @see https://www.mongodb.com/docs/manual/reference/limits/#naming-restrictions
 */
export function checkCollectionName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ToolInputError('Enter a collection name, e.g. orders.');
  const length = [...trimmed].length;
  if (length > COLLECTION_NAME_MAX) {
    throw new ToolInputError(`A collection name here is at most ${COLLECTION_NAME_MAX} characters (this one has ${length}).`);
  }
  const bad = /[$\0]/.exec(trimmed);
  if (bad) {
    const column = [...trimmed.slice(0, bad.index)].length + 1;
    const what = bad[0] === '$' ? '"$"' : 'a null character';
    throw new ToolInputError(`A collection name cannot hold ${what} (position ${column}).`, { column });
  }
  if (trimmed.startsWith('system.')) throw new ToolInputError('Names starting with "system." are reserved for MongoDB\'s own collections.');
  return trimmed;
}

/**
 * The mongosh command that finds the documents of a collection created at or after an
 * ObjectId's second: `db.<collection>.find({ _id: { $gte: ObjectId("…") } })`. A name that is
 * not a JavaScript identifier (`order-items`, `2024`) is written `db.getCollection("…")`, as
 * mongosh needs (so is a name that is also a `db` method, such as `stats`: edit the command
 * then). Pass the zero ObjectId of a date ({@link objectIdForTime} with `zero`) to include
 * every document of that second.
 *
 * @param collection - the collection name (checked with {@link checkCollectionName}).
 * @param objectId - the ObjectId, in any form {@link decodeObjectId} reads.
 * @returns the command, one line.
 * @throws ToolInputError when the collection name or the ObjectId is not valid.
 * @see MongoDB manual, "$gte", "ObjectId()" and "db.getCollection()".
 */
export function objectIdRangeQuery(collection: string, objectId: string): string {
  const { hex } = decodeObjectId(objectId);
  return `${collectionTarget(collection)}.find({ _id: { $gte: ObjectId("${hex}") } })`;
}

/** `db.<name>` for a name that is a JavaScript identifier, else `db.getCollection("<name>")`. */
function collectionTarget(collection: string): string {
  const name = checkCollectionName(collection);
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `db.${name}` : `db.getCollection(${JSON.stringify(name)})`;
}

/**
 * The mongosh command that finds the document whose `_id` is an ObjectId:
 * `db.<collection>.find({ _id: ObjectId("…") })`, the ObjectId written as 24 lower-case hex
 * digits whatever form it was given in (bare, `ObjectId("…")`, `{"$oid": "…"}`). The collection
 * is written as in {@link objectIdRangeQuery} (`db.getCollection("…")` when it is not an identifier).
 *
 * @param collection - the collection name (checked with {@link checkCollectionName}).
 * @param objectId - the ObjectId, in any form {@link decodeObjectId} reads.
 * @returns the command, one line.
 * @throws ToolInputError when the collection name or the ObjectId is not valid.
 * @see MongoDB manual, "db.collection.find()" (query on `_id`) and "ObjectId()".
 */
export function objectIdFindQuery(collection: string, objectId: string): string {
  const { hex } = decodeObjectId(objectId);
  return `${collectionTarget(collection)}.find({ _id: ObjectId("${hex}") })`;
}
