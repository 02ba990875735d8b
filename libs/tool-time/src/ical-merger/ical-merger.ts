import ICAL from 'ical.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { foldIcsLine, unfoldIcsLines } from '../ical-generator/ics-text.js';
import { readIcsComponents } from '../ical-parser/ical-parser.js';

/**
 * iCalendar merger: the logic. Merges several iCalendar streams (RFC 5545 §3.4) into one
 * VCALENDAR: calendar components (VEVENT, VTODO, VJOURNAL, VFREEBUSY, §3.6) are gathered, the
 * same component found twice — same UID (§3.8.4.7) and same RECURRENCE-ID (§3.8.4.4) — is kept
 * once (the latest revision, by SEQUENCE §3.8.7.4 then DTSTAMP §3.8.7.2 then LAST-MODIFIED
 * §3.8.7.3) or every time, and time-zone definitions (VTIMEZONE, §3.6.5) are kept once per TZID.
 */

/** One calendar to merge: a name for the report (a file name) and its text. */
export interface IcsMergeInput {
  name: string;
  text: string;
}

/** Options of {@link mergeIcs}. */
export interface IcsMergeOptions {
  /** `latest`: one copy of each UID + RECURRENCE-ID, its latest revision; `all`: every copy. */
  duplicates: 'latest' | 'all';
  /** The merged calendar's name (X-WR-CALNAME); empty for none. */
  name: string;
  /** Its description (X-WR-CALDESC); empty for none. */
  description: string;
  /** Give every series a new UID (per input, so a series and its overridden instances keep matching). */
  regenerateUids: boolean;
  /** Makes a new UID (default: a random UUID, RFC 9562 §5.4, `@handy-tools`). */
  newUid?: () => string;
}

/** A UID found more than once, and what was kept. */
export interface IcsDuplicate {
  uid: string;
  /** RECURRENCE-ID of the instance, or null for a whole series / single event. */
  recurrenceId: string | null;
  /** Input names of the copies, in reading order. */
  foundIn: string[];
  /** Input name of the kept copy (null with `duplicates: 'all'`: every copy kept). */
  kept: string | null;
}

/** What {@link mergeIcs} did. */
export interface IcsMergeReport {
  /** Per input: its name and the components it brought. */
  inputs: { name: string; events: number; todos: number; journals: number; other: number; timezones: number }[];
  /** Components in the result (VTIMEZONEs not counted). */
  components: number;
  duplicates: IcsDuplicate[];
  /** TZIDs defined more than once: `identical` copies were merged; otherwise the first definition was kept. */
  timezones: { tzid: string; copies: number; identical: boolean }[];
  /** METHOD of the result: kept when every input that has one agrees (§3.7.2), else dropped (null). */
  method: string | null;
  /** The METHODs found, when they disagree. */
  conflictingMethods: string[];
  /** Components without a UID (invalid for VEVENT, VTODO, VJOURNAL, §3.6.1–3): kept as they are. */
  withoutUid: number;
}

/** PRODID of merged calendars (§3.7.3). */
export const ICS_MERGER_PRODID = '-//Handy Tools//iCalendar merger//EN';

const MERGED = new Set(['vevent', 'vtodo', 'vjournal', 'vfreebusy']);

interface Candidate {
  comp: ICAL.Component;
  input: number;
  order: number;
}

function revision(comp: ICAL.Component): [number, number, number] {
  const seq = Number(comp.getFirstPropertyValue('sequence') ?? 0);
  const time = (name: string) => {
    const v = comp.getFirstPropertyValue(name);
    return v instanceof ICAL.Time ? v.toUnixTime() : -Infinity;
  };
  return [Number.isFinite(seq) ? seq : 0, time('dtstamp'), time('last-modified')];
}

/** Whether `a` is a later revision than `b` (SEQUENCE, then DTSTAMP, then LAST-MODIFIED; a tie goes to the one read later). */
function isLater(a: Candidate, b: Candidate): boolean {
  const ra = revision(a.comp);
  const rb = revision(b.comp);
  for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return ra[i]! > rb[i]!;
  return a.order > b.order;
}

/** Folds ical.js' output at 75 octets with CRLF (RFC 5545 §3.1): it folds by characters. */
function refold(text: string): string {
  return unfoldIcsLines(text)
    .map((l) => l.line)
    .filter((l) => l !== '')
    .map((l) => foldIcsLine(l) + '\r\n')
    .join('');
}

/**
 * Merges iCalendar streams into one (RFC 5545 §3.4), as described in this module's comment.
 *
 * @param inputs - the calendars, in order (`name` labels them in messages and the report).
 * @param options - {@link IcsMergeOptions}.
 * @returns the merged .ics text (PRODID, VERSION 2.0, CALSCALE, METHOD when the inputs agree,
 *   X-WR-CALNAME / X-WR-CALDESC when given; VTIMEZONEs first; CRLF lines folded at 75 octets)
 *   and the {@link IcsMergeReport}.
 * @throws ToolInputError when there is nothing to merge, or an input is not iCalendar (its name and line are given).
 */
export function mergeIcs(inputs: readonly IcsMergeInput[], options: IcsMergeOptions): { ics: string; report: IcsMergeReport } {
  const filled = inputs.filter((i) => i.text.trim() !== '');
  if (filled.length === 0) throw new ToolInputError('Add at least one calendar: open .ics files or paste their text.');
  const newUid = options.newUid ?? (() => `${crypto.randomUUID()}@handy-tools`);
  const report: IcsMergeReport = { inputs: [], components: 0, duplicates: [], timezones: [], method: null, conflictingMethods: [], withoutUid: 0 };
  const zones = new Map<string, { comp: ICAL.Component; text: string; copies: number; identical: boolean }>();
  const groups = new Map<string, Candidate[]>();
  const order: string[] = [];
  const loose: Candidate[] = [];
  const methods = new Set<string>();
  let counter = 0;
  filled.forEach((input, index) => {
    let calendars: ICAL.Component[];
    try {
      calendars = readIcsComponents(input.text);
    } catch (e) {
      if (e instanceof ToolInputError) throw new ToolInputError(`${input.name}: ${e.message}`, { line: e.line, cause: e });
      throw e;
    }
    const stats = { name: input.name, events: 0, todos: 0, journals: 0, other: 0, timezones: 0 };
    try {
      for (const cal of calendars) {
        const method = cal.getFirstPropertyValue('method');
        if (method) methods.add(String(method).toUpperCase());
        for (const comp of cal.getAllSubcomponents()) {
          if (comp.name === 'vtimezone') {
            stats.timezones++;
            const tzid = String(comp.getFirstPropertyValue('tzid') ?? '');
            const text = comp.toString();
            const seen = zones.get(tzid);
            if (seen) {
              seen.copies++;
              if (seen.text !== text) seen.identical = false;
            } else zones.set(tzid, { comp, text, copies: 1, identical: true });
            continue;
          }
          if (comp.name === 'vevent') stats.events++;
          else if (comp.name === 'vtodo') stats.todos++;
          else if (comp.name === 'vjournal') stats.journals++;
          else stats.other++;
          const candidate = { comp, input: index, order: counter++ };
          const uid = comp.getFirstPropertyValue('uid');
          if (!MERGED.has(comp.name) || uid === null || uid === undefined || String(uid) === '') {
            if (MERGED.has(comp.name) && comp.name !== 'vfreebusy') report.withoutUid++;
            loose.push(candidate);
            continue;
          }
          const rid = comp.getFirstPropertyValue('recurrence-id');
          const key = `${comp.name}\u0000${String(uid)}\u0000${rid ? rid.toString() : ''}`;
          const group = groups.get(key);
          if (group) group.push(candidate);
          else {
            groups.set(key, [candidate]);
            order.push(key);
          }
        }
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      throw new ToolInputError(`${input.name}: a value could not be read: ${message.slice(0, 300)}`, { cause: e });
    }
    report.inputs.push(stats);
  });

  try {
    return assemble(filled, options, newUid, report, zones, groups, order, loose, methods);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    // ical.js reads values lazily: a bad SEQUENCE, DTSTAMP or RECURRENCE-ID surfaces here.
    const message = e instanceof Error ? e.message : String(e);
    throw new ToolInputError(`A value could not be read: ${message.slice(0, 300)}`, { cause: e });
  }
}

function assemble(
  filled: readonly IcsMergeInput[],
  options: IcsMergeOptions,
  newUid: () => string,
  report: IcsMergeReport,
  zones: Map<string, { comp: ICAL.Component; text: string; copies: number; identical: boolean }>,
  groups: Map<string, Candidate[]>,
  order: string[],
  loose: Candidate[],
  methods: Set<string>,
): { ics: string; report: IcsMergeReport } {
  const kept: Candidate[] = [...loose];
  for (const key of order) {
    const group = groups.get(key)!;
    if (group.length === 1 || options.duplicates === 'all') kept.push(...group);
    else kept.push(group.reduce((best, c) => (isLater(c, best) ? c : best)));
    if (group.length > 1) {
      const [, uid, rid] = key.split('\u0000');
      const winner = options.duplicates === 'all' ? null : group.reduce((best, c) => (isLater(c, best) ? c : best));
      report.duplicates.push({ uid: uid!, recurrenceId: rid || null, foundIn: group.map((c) => filled[c.input]!.name), kept: winner ? filled[winner.input]!.name : null });
    }
  }
  kept.sort((a, b) => a.order - b.order);

  const out = new ICAL.Component('vcalendar');
  out.addPropertyWithValue('prodid', ICS_MERGER_PRODID);
  out.addPropertyWithValue('version', '2.0');
  out.addPropertyWithValue('calscale', 'GREGORIAN');
  if (methods.size === 1) report.method = [...methods][0]!;
  else if (methods.size > 1) report.conflictingMethods = [...methods].sort();
  if (report.method) out.addPropertyWithValue('method', report.method);
  if (options.name.trim()) out.addPropertyWithValue('x-wr-calname', options.name.trim());
  if (options.description.trim()) out.addPropertyWithValue('x-wr-caldesc', options.description.trim());
  for (const [tzid, z] of zones) {
    out.addSubcomponent(new ICAL.Component(structuredClone(z.comp.toJSON()) as unknown[]));
    if (z.copies > 1) report.timezones.push({ tzid, copies: z.copies, identical: z.identical });
  }
  const uidMaps = new Map<number, Map<string, string>>();
  for (const c of kept) {
    const comp = new ICAL.Component(structuredClone(c.comp.toJSON()) as unknown[]);
    if (options.regenerateUids && comp.hasProperty('uid')) {
      const map = uidMaps.get(c.input) ?? new Map<string, string>();
      uidMaps.set(c.input, map);
      const old = String(comp.getFirstPropertyValue('uid'));
      if (!map.has(old)) map.set(old, newUid());
      comp.updatePropertyWithValue('uid', map.get(old)!);
    }
    out.addSubcomponent(comp);
  }
  report.components = kept.length;
  return { ics: refold(out.toString()), report };
}
