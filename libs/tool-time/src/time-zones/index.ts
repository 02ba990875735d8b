/**
 * # time-zones — shared time zone module of the time tools (`libs/tool-time/src/time-zones/`)
 *
 * README (for helper E and later tools of the family):
 * - **Date library of the family: Luxon** (`import { DateTime, Duration } from 'luxon'`): zoned
 *   date-times (`DateTime.fromISO(text, { zone })`, `.setZone(zone)`), RFC 2822 / HTTP / SQL
 *   parsing, ISO 8601 durations (`Duration.fromISO`), ISO week dates. Exact decimals: `decimal.js`.
 *   Duration text (`1d 2h 30m`, `1:30:00`, `P1DT2H`, signed lists) is parsed by
 *   `../duration-calculator/duration-parse.js` (`parseDurationText`, `parseDurationLines`), exact with decimal.js.
 * - Zones come from the runtime's `Intl` (no tz database ships with the app): {@link listTimeZones},
 *   {@link isValidTimeZone}, {@link checkTimeZone}, {@link zoneOffsetMinutes} (zone, epochMs),
 *   {@link zoneState} (offset, DST, abbreviation).
 * - Wall times: `wall-time.js` (`WallTime`, `parseWallTime`, `wallTimeInZone`, `zonedTimeToEpoch`
 *   with the RFC 5545 gap/overlap rules, `formatInZone`), on Luxon.
 * - Countries: `countries.js` (`countries-and-timezones` table + `Intl.DisplayNames`).
 * - React: `TimeZonePicker` (the one zone select: searchable, every zone with offsets and countries;
 *   `allowLocal`: `''` = the visitor's zone; `extra`: entries such as "Floating"),
 *   `DateTimeInput` (`./DateTimeInput.js`, a labelled datetime-local/date field), `useResolvedZone(zone)` (`''` → the local zone, `UTC` while prerendering),
 *   `useNow(everyMs?)` (the clock, read after the first render — never call `Date.now()` in render:
 *   pages are prerendered at build time).
 *
 * Import the logic from `./time-zones.js`, `./wall-time.js` and `./countries.js` in logic files (no
 * React there); the React parts from `./TimeZonePicker.js` and `./DateTimeInput.js`.
 */
export * from './time-zones.js';
export * from './countries.js';
export * from './wall-time.js';
export { DateTimeInput, type DateTimeInputProps } from './DateTimeInput.js';
export { TimeZonePicker, useNow, useResolvedZone, type TimeZonePickerProps } from './TimeZonePicker.js';
