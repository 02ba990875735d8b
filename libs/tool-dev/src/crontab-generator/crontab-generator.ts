import { ToolInputError } from '@handy-tools/ui/kit';
import { CronExpressionParser } from 'cron-parser';
import { cronstrue } from './cronstrue-descriptor.js';

/**
 * The cron dialects: `unix` (crontab(5): minute hour day-of-month month day-of-week),
 * `seconds` (a seconds field first, as node-cron and cron-parser accept), `quartz` (Quartz
 * Scheduler: seconds … day-of-week [year], days of week 1–7 from Sunday, `?` in one day field) and
 * `aws` (Amazon EventBridge: minute hour day-of-month month day-of-week year, like Quartz's days).
 */
export const CRON_DIALECTS = ['unix', 'seconds', 'quartz', 'aws'] as const;
/** A cron dialect (see {@link CRON_DIALECTS}). */
export type CronDialect = (typeof CRON_DIALECTS)[number];

/** A field of a cron expression. */
export type CronFieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

/** Each dialect's fields, in order; a field name ending in `?` is optional. */
export const DIALECT_FIELDS: Record<CronDialect, readonly CronFieldName[]> = {
  unix: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  seconds: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  quartz: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'],
  aws: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'],
};

/** English names of the fields, used in error messages. */
export const FIELD_LABELS: Record<CronFieldName, string> = {
  second: 'Second',
  minute: 'Minute',
  hour: 'Hour',
  dayOfMonth: 'Day of month',
  month: 'Month',
  dayOfWeek: 'Day of week',
  year: 'Year',
};

/**
 * The predefined schedules ("nicknames") of crontab(5) (cronie, Vixie cron) and their five-field
 * equivalents; `@reboot` has none (it runs once, when cron starts).
 */
export const CRON_PRESETS: readonly { nickname: string; equivalent: string | null }[] = [
  { nickname: '@yearly', equivalent: '0 0 1 1 *' },
  { nickname: '@annually', equivalent: '0 0 1 1 *' },
  { nickname: '@monthly', equivalent: '0 0 1 * *' },
  { nickname: '@weekly', equivalent: '0 0 * * 0' },
  { nickname: '@daily', equivalent: '0 0 * * *' },
  { nickname: '@midnight', equivalent: '0 0 * * *' },
  { nickname: '@hourly', equivalent: '0 * * * *' },
  { nickname: '@reboot', equivalent: null },
];

/** A parsed cron expression: its fields by name and the cron-parser form of it. */
export interface ParsedCron {
  dialect: CronDialect;
  /** The expression as typed, trimmed, fields separated by single spaces (or the nickname). */
  normalized: string;
  /** The fields as typed, by name (empty for `@reboot`). */
  fields: Partial<Record<CronFieldName, string>>;
  /** The six-field expression (second minute hour day-of-month month day-of-week) cron-parser reads; null for `@reboot`. */
  parserExpression: string | null;
  /** The year field, when the dialect has one and it is not `*`. */
  year?: string;
  /** The nickname (`@daily`…) when the expression is one. */
  nickname?: string;
}

/** Where each field starts in the text (0-based) and the fields' texts. */
function splitFields(text: string): { value: string; start: number }[] {
  const out: { value: string; start: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ value: m[0], start: m.index });
  return out;
}

/** Quartz and EventBridge count days of week 1–7 from Sunday; cron-parser 0–6: shift the numbers before `/` and `#`. */
function shiftQuartzDayOfWeek(field: string): string {
  return field
    .split(',')
    .map((part) => part.replace(/^[^/#]*/, (head) => head.replace(/\d+/g, (n) => String(Number(n) - 1))))
    .join(',');
}

/** The year field's grammar: `*`, values, ranges and steps over 1970–2199 (Quartz, EventBridge). */
function yearMatcher(field: string, column: number): (year: number) => boolean {
  if (field === '*' || field === '?') return () => true;
  const tests: ((y: number) => boolean)[] = [];
  for (const part of field.split(',')) {
    const m = /^(\*|(\d{4})(?:-(\d{4}))?)(?:\/(\d+))?$/.exec(part);
    if (!m)
      throw new ToolInputError(`Year field "${field}": "${part}" is not a year, range or step (2027, 2027-2030, */2).`, {
        column,
        position: column - 1,
      });
    const from = m[2] ? Number(m[2]) : 1970;
    const to = m[3] ? Number(m[3]) : m[2] && !m[4] ? from : 2199;
    const step = m[4] ? Number(m[4]) : 1;
    if (from < 1970 || to > 2199 || from > to || step < 1) {
      throw new ToolInputError(`Year field "${field}": years run from 1970 to 2199, in increasing order.`, {
        column,
        position: column - 1,
      });
    }
    tests.push((y) => y >= from && y <= to && (y - from) % step === 0);
  }
  return (y) => tests.some((test) => test(y));
}

/**
 * Parses and checks a cron expression: the number of fields for the dialect, and each field on its
 * own (values in range, names, `*`, `,`, `-`, `/`, `L`, `#`, `?`), so that an error names the field.
 *
 * @param expression - the expression, e.g. `0 9 * * 1-5` or `@daily`.
 * @param dialect - how to read it (default `unix`).
 * @returns the parsed fields and the form cron-parser reads.
 * @throws ToolInputError naming the field that is wrong and its column (1-based), or the field count.
 * @see crontab(5) (cronie); Quartz CronTrigger tutorial; Amazon EventBridge "Cron expressions"
 */
export function parseCron(expression: string, dialect: CronDialect = 'unix'): ParsedCron {
  const text = expression.trim();
  if (text === '') throw new ToolInputError('Enter a cron expression such as 0 9 * * 1-5.');
  if (text.startsWith('@')) {
    const nickname = text.toLowerCase();
    const preset = CRON_PRESETS.find((p) => p.nickname === nickname);
    if (!preset) {
      throw new ToolInputError(`"${text}" is not a cron nickname: use ${CRON_PRESETS.map((p) => p.nickname).join(', ')}.`, {
        position: 0,
        column: 1,
      });
    }
    return {
      dialect,
      normalized: nickname,
      fields: {},
      parserExpression: preset.equivalent === null ? null : `0 ${preset.equivalent}`,
      nickname,
    };
  }
  const names = DIALECT_FIELDS[dialect];
  const parts = splitFields(text);
  const optionalYear = dialect === 'quartz';
  const min = optionalYear ? names.length - 1 : names.length;
  if (parts.length < min || parts.length > names.length) {
    const expected = optionalYear ? `${min} or ${names.length}` : String(names.length);
    throw new ToolInputError(
      `Expected ${expected} fields (${names.map((n) => FIELD_LABELS[n].toLowerCase()).join(', ')}), found ${parts.length}.`,
    );
  }
  const fields: Partial<Record<CronFieldName, string>> = {};
  parts.forEach((part, i) => {
    const name = names[i];
    if (name) fields[name] = part.value;
  });
  const columnOf = (name: CronFieldName) => (parts[names.indexOf(name)]?.start ?? 0) + 1;

  const quartzLike = dialect === 'quartz' || dialect === 'aws';
  if (quartzLike && fields.dayOfMonth !== '?' && fields.dayOfWeek !== '?') {
    throw new ToolInputError('Day of month or day of week must be "?" (Quartz and EventBridge need one of them unset).', {
      column: columnOf('dayOfWeek'),
      position: columnOf('dayOfWeek') - 1,
    });
  }
  const parserFields: Record<Exclude<CronFieldName, 'year'>, string> = {
    second: fields.second ?? '0',
    minute: fields.minute ?? '0',
    hour: fields.hour ?? '0',
    dayOfMonth: (fields.dayOfMonth ?? '*').replace(/^\?$/, '*'),
    month: fields.month ?? '*',
    dayOfWeek: (fields.dayOfWeek ?? '*').replace(/^\?$/, '*'),
  };
  if (quartzLike && parserFields.dayOfWeek !== '*') parserFields.dayOfWeek = shiftQuartzDayOfWeek(parserFields.dayOfWeek);
  if (!quartzLike && (fields.dayOfMonth === '?' || fields.dayOfWeek === '?')) {
    const name = fields.dayOfMonth === '?' ? 'dayOfMonth' : 'dayOfWeek';
    throw new ToolInputError(`${FIELD_LABELS[name]} field "?": "?" is Quartz syntax; use "*" in crontab.`, {
      column: columnOf(name),
      position: columnOf(name) - 1,
    });
  }
  const order = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
  // Each field alone, the others "*": the first one cron-parser refuses is the one to name.
  for (const name of order) {
    if (fields[name] === undefined) continue;
    const probe = order.map((n) => (n === name ? parserFields[n] : '*')).join(' ');
    try {
      CronExpressionParser.parse(probe, { currentDate: 0, tz: 'UTC' });
    } catch (error) {
      const column = columnOf(name);
      throw new ToolInputError(`${FIELD_LABELS[name]} field "${fields[name]}": ${cronParserMessage(error)}`, {
        column,
        position: column - 1,
        cause: error,
      });
    }
  }
  if (fields.year !== undefined) yearMatcher(fields.year, columnOf('year'));
  const parserExpression = order.map((n) => parserFields[n]).join(' ');
  try {
    CronExpressionParser.parse(parserExpression, { currentDate: 0, tz: 'UTC' });
  } catch (error) {
    throw new ToolInputError(`This schedule never runs: ${cronParserMessage(error)}`, { cause: error });
  }
  return {
    dialect,
    normalized: parts.map((p) => p.value).join(' '),
    fields,
    parserExpression,
    ...(fields.year !== undefined && fields.year !== '*' && fields.year !== '?' ? { year: fields.year } : {}),
  };
}

/** cron-parser's messages, made a little friendlier. */
function cronParserMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^Constraint error, got value (\S+) expected range (\d+)-(\d+)$/, '$1 is out of range $2–$3.')
    .replace(/^Invalid characters, got value: (.*)$/, '"$1" has characters cron does not accept here.')
    .replace(/^Validation error, /, '');
}

/** Options of {@link nextCronRuns}. */
export interface NextRunsOptions {
  dialect?: CronDialect;
  /** IANA time zone the schedule runs in (cron's zone), e.g. `Europe/Paris`; default `UTC`. */
  timeZone?: string;
  /** The instant to count from (exclusive). */
  from: Date;
  /** How many runs, 1 to 100. */
  count: number;
}

/**
 * The next times a cron schedule fires, computed by cron-parser in the given IANA time zone
 * (daylight-saving gaps and repeats handled as cron-parser does).
 *
 * @param expression - the expression (see {@link parseCron}).
 * @param options - dialect, time zone, start instant and count.
 * @returns up to `count` instants (Date, UTC) in increasing order; empty for `@reboot` or when
 *   the schedule has no further runs (a past year).
 * @throws ToolInputError for an invalid expression (naming the field) or an unknown time zone.
 */
export function nextCronRuns(expression: string, options: NextRunsOptions): Date[] {
  const parsed = parseCron(expression, options.dialect ?? 'unix');
  const timeZone = options.timeZone || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ToolInputError(`"${timeZone}" is not an IANA time zone (such as Europe/Paris).`);
  }
  if (parsed.parserExpression === null) return [];
  const count = Math.max(1, Math.min(100, Math.floor(options.count)));
  const matchesYear = parsed.year === undefined ? () => true : yearMatcher(parsed.year, 1);
  const lastYear =
    parsed.year === undefined || parsed.year.includes('*')
      ? 2199
      : Math.max(...[...parsed.year.matchAll(/\d{4}/g)].map((m) => Number(m[0])));
  const yearOf = (date: Date) => Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(date));
  /** The first year from `year` on that the year field allows, or null. */
  const nextYear = (year: number) => {
    for (let y = year; y <= lastYear; y++) if (matchesYear(y)) return y;
    return null;
  };
  const start = (date: Date) => CronExpressionParser.parse(parsed.parserExpression as string, { currentDate: date, tz: timeZone });
  let interval = start(options.from);
  const runs: Date[] = [];
  for (let steps = 0; runs.length < count && steps < 10_000; steps++) {
    let next: Date;
    try {
      next = interval.next().toDate();
    } catch {
      break; // no further date (cron-parser gives up past its search limit)
    }
    const year = yearOf(next);
    if (year > lastYear) break;
    if (matchesYear(year)) {
      runs.push(next);
      continue;
    }
    // Jump to the next allowed year (a day early: the zone's new year may be before UTC's).
    const target = nextYear(year + 1);
    if (target === null) break;
    interval = start(new Date(Date.UTC(target, 0, 1) - 86_400_000));
  }
  return runs;
}

/** Options of {@link describeCron}. */
export interface DescribeOptions {
  dialect?: CronDialect;
  /** cronstrue's verbose mode ("every minute, every hour, every day"). */
  verbose?: boolean;
  /** 24-hour times (default true). */
  use24HourTimeFormat?: boolean;
  /** A cronstrue locale code already loaded (see cronstrue-locales.ts); others fall back to English. */
  locale?: string;
}

/**
 * Describes a cron expression in plain language with cronstrue.
 *
 * @param expression - the expression (see {@link parseCron}; checked first, so errors name the field).
 * @param options - dialect, verbosity, clock and language.
 * @returns the sentence, e.g. "At 09:00, Monday through Friday".
 * @throws ToolInputError for an invalid expression.
 * @see https://github.com/bradymholt/cRonstrue
 */
export function describeCron(expression: string, options: DescribeOptions = {}): string {
  const dialect = options.dialect ?? 'unix';
  const parsed = parseCron(expression, dialect);
  const locale = options.locale && cronstrue.locales[options.locale] ? options.locale : 'en';
  const quartzLike = dialect === 'quartz' || dialect === 'aws';
  // cronstrue reads 6 fields as seconds first and 7 as seconds … year: give EventBridge's year a seconds field.
  const text = parsed.nickname ?? (dialect === 'aws' ? `0 ${parsed.normalized}` : parsed.normalized);
  try {
    return cronstrue.toString(text, {
      throwExceptionOnParseError: true,
      verbose: options.verbose ?? false,
      use24HourTimeFormat: options.use24HourTimeFormat ?? true,
      dayOfWeekStartIndexZero: !quartzLike,
      locale,
    });
  } catch (error) {
    throw new ToolInputError(`Cannot describe this expression: ${String(error).replace(/^Error: /, '')}`, { cause: error });
  }
}

/** How a builder field is set: every value, a list of values, a range, a step, or anything else. */
export type BuilderField =
  | { kind: 'every' }
  | { kind: 'at'; values: string }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'step'; start: string; step: string }
  | { kind: 'custom'; text: string };

/**
 * Reads one field into the builder's model: `*` → every, `1,15` → at, `9-17` → range, `*\/15` or
 * `5/15` → step; anything else (ranges with steps, L, #) → custom.
 *
 * @param field - the field's text.
 * @returns the model.
 */
export function readBuilderField(field: string): BuilderField {
  if (field === '*' || field === '?') return { kind: 'every' };
  if (/^[\w]+(,[\w]+)*$/.test(field) && !/[LW#]/.test(field.replace(/[a-z]+/gi, (w) => (w.length === 3 ? '' : w))))
    return { kind: 'at', values: field };
  let m = /^(\w+)-(\w+)$/.exec(field);
  if (m?.[1] && m[2]) return { kind: 'range', from: m[1], to: m[2] };
  m = /^(\*|\d+)\/(\d+)$/.exec(field);
  if (m?.[1] && m[2]) return { kind: 'step', start: m[1], step: m[2] };
  return { kind: 'custom', text: field };
}

/**
 * Writes a builder field back as cron text (empty parts become `*` or `0`).
 *
 * @param field - the model.
 * @returns the field's text, e.g. `*\/15`, `9-17`, `1,15`.
 */
export function writeBuilderField(field: BuilderField): string {
  switch (field.kind) {
    case 'every':
      return '*';
    case 'at':
      return field.values.replace(/\s+/g, '') || '0';
    case 'range':
      return `${field.from.trim() || '0'}-${field.to.trim() || '0'}`;
    case 'step':
      return `${field.start.trim() || '*'}/${field.step.trim() || '1'}`;
    default:
      return field.text.replace(/\s+/g, '') || '*';
  }
}
