import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { crontabGeneratorTool } from './meta.js';
import { crontabGeneratorState } from './state.js';
import {
  CRON_DIALECTS,
  CRON_PRESETS,
  describeCron,
  nextCronRuns,
  parseCron,
  readBuilderField,
  writeBuilderField,
  type CronDialect,
} from './crontab-generator.js';
import { loadCronstrueLocale } from './cronstrue-locales.js';

// Thursday 1 January 2026, 00:00 UTC.
const FROM = new Date('2026-01-01T00:00:00Z');
const runs = (expression: string, count = 3, timeZone = 'UTC', dialect: CronDialect = 'unix') =>
  nextCronRuns(expression, { from: FROM, count, timeZone, dialect }).map((d) => d.toISOString());

describe('crontab(5) man page examples (cronie)', () => {
  it('"5 0 * * *": five minutes after midnight, every day', () => {
    expect(runs('5 0 * * *')).toEqual(['2026-01-01T00:05:00.000Z', '2026-01-02T00:05:00.000Z', '2026-01-03T00:05:00.000Z']);
  });

  it('"15 14 1 * *": 2:15pm on the first of every month', () => {
    expect(runs('15 14 1 * *')).toEqual(['2026-01-01T14:15:00.000Z', '2026-02-01T14:15:00.000Z', '2026-03-01T14:15:00.000Z']);
  });

  it('"0 22 * * 1-5": 10 pm on weekdays', () => {
    // 1 Jan 2026 is a Thursday: Thu, Fri, then Monday 5.
    expect(runs('0 22 * * 1-5')).toEqual(['2026-01-01T22:00:00.000Z', '2026-01-02T22:00:00.000Z', '2026-01-05T22:00:00.000Z']);
  });

  it('"23 0-23/2 * * *": 23 minutes after midnight, 2am, 4am…', () => {
    expect(runs('23 0-23/2 * * *')).toEqual(['2026-01-01T00:23:00.000Z', '2026-01-01T02:23:00.000Z', '2026-01-01T04:23:00.000Z']);
  });

  it('"5 4 * * sun": 5 after 4 every Sunday (names; 0 and 7 are both Sunday)', () => {
    const sunday = ['2026-01-04T04:05:00.000Z', '2026-01-11T04:05:00.000Z'];
    expect(runs('5 4 * * sun', 2)).toEqual(sunday);
    expect(runs('5 4 * * 0', 2)).toEqual(sunday);
    expect(runs('5 4 * * 7', 2)).toEqual(sunday);
  });

  it('"30 4 1,15 * 5": 4:30 am on the 1st and 15th of each month, plus every Friday', () => {
    expect(runs('30 4 1,15 * 5', 4)).toEqual([
      '2026-01-01T04:30:00.000Z',
      '2026-01-02T04:30:00.000Z', // Friday
      '2026-01-09T04:30:00.000Z',
      '2026-01-15T04:30:00.000Z',
    ]);
  });

  it('"1-9/2" is the same as "1,3,5,7,9"', () => {
    expect(runs('1-9/2 * * * *', 5)).toEqual(runs('1,3,5,7,9 * * * *', 5));
  });

  it('nicknames: @daily is 0 0 * * *; @reboot has no next run', () => {
    for (const { nickname, equivalent } of CRON_PRESETS) {
      if (equivalent === null) expect(runs(nickname)).toEqual([]);
      else expect(runs(nickname, 3)).toEqual(runs(equivalent, 3));
    }
  });
});

describe('time zones and dialects', () => {
  it('runs in the chosen IANA zone, across a daylight-saving change', () => {
    // Europe/Paris: CET (UTC+1) until 29 March 2026 02:00, then CEST (UTC+2).
    const from = new Date('2026-03-27T12:00:00Z');
    const paris = nextCronRuns('0 9 * * *', { from, count: 3, timeZone: 'Europe/Paris' }).map((d) => d.toISOString());
    expect(paris).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('reads a seconds field first', () => {
    expect(runs('30 */15 * * * *', 2, 'UTC', 'seconds')).toEqual(['2026-01-01T00:00:30.000Z', '2026-01-01T00:15:30.000Z']);
  });

  it('reads Quartz: days of week 1–7 from Sunday, ?, # and an optional year', () => {
    // Quartz CronTrigger tutorial: "0 15 10 ? * 6#3" fires at 10:15 on the third Friday of every month.
    expect(runs('0 15 10 ? * 6#3', 2, 'UTC', 'quartz')).toEqual(['2026-01-16T10:15:00.000Z', '2026-02-20T10:15:00.000Z']);
    // "0 15 10 ? * 6L 2002-2005": the last Friday of every month during 2002–2005; here 2027.
    expect(runs('0 15 10 ? * 6L 2027', 1, 'UTC', 'quartz')).toEqual(['2027-01-29T10:15:00.000Z']);
    // "0 0 12 ? * 2-6": noon, Monday to Friday.
    expect(runs('0 0 12 ? * 2-6', 2, 'UTC', 'quartz')).toEqual(['2026-01-01T12:00:00.000Z', '2026-01-02T12:00:00.000Z']);
    expect(runs('0 0 12 1 1 ? 2020', 1, 'UTC', 'quartz')).toEqual([]);
  });

  it('reads EventBridge: minute hour day-of-month month day-of-week year', () => {
    // AWS docs: "0 10 * * ? *" runs at 10:00 am (UTC) every day.
    expect(runs('0 10 * * ? *', 2, 'UTC', 'aws')).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z']);
    // "0 18 ? * MON-FRI *": 6:00 pm Monday through Friday.
    expect(runs('0 18 ? * MON-FRI *', 2, 'UTC', 'aws')).toEqual(['2026-01-01T18:00:00.000Z', '2026-01-02T18:00:00.000Z']);
  });
});

describe('errors name the field', () => {
  it.each([
    ['60 * * * *', /^Minute field "60": 60 is out of range 0–59/],
    ['0 25 * * *', /^Hour field "25": 25 is out of range 0–23/],
    ['0 0 32 * *', /^Day of month field "32"/],
    ['0 0 * 13 *', /^Month field "13"/],
    ['0 0 * * funday', /^Day of week field "funday"/],
    ['* * * *', /^Expected 5 fields \(minute, hour, day of month, month, day of week\), found 4/],
    ['0 0 ? * 1', /"\?" is Quartz syntax/],
    ['@sometimes', /is not a cron nickname/],
    ['0 0 31 2 *', /never runs/],
  ])('%s', (expression, message) => {
    expect(expectToolInputError(() => parseCron(expression)).message).toMatch(message);
  });

  it('gives the column of the field', () => {
    expect(expectToolInputError(() => parseCron('0  25 * * *')).column).toBe(4);
  });

  it('Quartz needs ? in one day field; years are checked', () => {
    expect(expectToolInputError(() => parseCron('0 0 12 * * 2', 'quartz')).message).toMatch(/must be "\?"/);
    expect(expectToolInputError(() => parseCron('0 0 12 ? * 2 1900', 'quartz')).message).toMatch(/^Year field "1900"/);
  });

  it('rejects an unknown time zone', () => {
    expect(expectToolInputError(() => nextCronRuns('* * * * *', { from: FROM, count: 1, timeZone: 'Mars/Olympus' })).message).toMatch(
      /not an IANA time zone/,
    );
  });
});

describe('plain-language descriptions (cronstrue)', () => {
  it('describes in English by default', () => {
    expect(describeCron('0 22 * * 1-5')).toBe('At 22:00, Monday through Friday');
    expect(describeCron('0 22 * * 1-5', { use24HourTimeFormat: false })).toBe('At 10:00 PM, Monday through Friday');
    expect(describeCron('@reboot')).toBe('Run once, at startup');
    // Quartz counts days from 1 = Sunday: 2-6 is Monday through Friday.
    expect(describeCron('0 0 12 ? * 2-6', { dialect: 'quartz' })).toBe('At 12:00, Monday through Friday');
    expect(describeCron('0 18 ? * MON-FRI *', { dialect: 'aws' })).toBe('At 18:00, Monday through Friday');
  });

  it('describes in the UI language once its file is loaded', async () => {
    expect(await loadCronstrueLocale('de')).toBe('de');
    expect(describeCron('0 22 * * 1-5', { locale: 'de' })).toMatch(/Montag/);
    expect(await loadCronstrueLocale('zh')).toBe('zh_CN');
    expect(await loadCronstrueLocale('en')).toBe('en');
    expect(describeCron('0 22 * * 1-5', { locale: 'xx' })).toBe('At 22:00, Monday through Friday');
  });
});

describe('builder', () => {
  it('reads and writes each kind of field', () => {
    expect(readBuilderField('*')).toEqual({ kind: 'every' });
    expect(readBuilderField('1,15')).toEqual({ kind: 'at', values: '1,15' });
    expect(readBuilderField('mon')).toEqual({ kind: 'at', values: 'mon' });
    expect(readBuilderField('9-17')).toEqual({ kind: 'range', from: '9', to: '17' });
    expect(readBuilderField('*/15')).toEqual({ kind: 'step', start: '*', step: '15' });
    expect(readBuilderField('5L')).toEqual({ kind: 'custom', text: '5L' });
    expect(readBuilderField('1-9/2')).toEqual({ kind: 'custom', text: '1-9/2' });
  });

  it('round-trips field text through the model', () => {
    const field = fc.oneof(
      fc.constant('*'),
      fc.array(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 4 }).map((a) => a.join(',')),
      fc.tuple(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })).map(([a, b]) => `${a}-${b}`),
      fc.tuple(fc.constantFrom('*', '0', '5'), fc.integer({ min: 1, max: 30 })).map(([a, b]) => `${a}/${b}`),
    );
    fc.assert(fc.property(field, (text) => writeBuilderField(readBuilderField(text)) === text));
  });
});

describe('tool contract', () => {
  it('has examples that are valid states and valid expressions', () => {
    expectExamplesMatchState(crontabGeneratorTool, crontabGeneratorState);
    for (const example of crontabGeneratorTool.examples ?? []) {
      const state = { ...crontabGeneratorState.schema.parse({}), ...example.state } as { expression: string; dialect: CronDialect };
      expect(describeCron(state.expression, { dialect: state.dialect })).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const dialect of CRON_DIALECTS) {
      fuzzToolFunction((s: string) => describeCron(s, { dialect }), undefined, 50);
      fuzzToolFunction((s: string) => nextCronRuns(s, { dialect, from: FROM, count: 2 }), undefined, 50);
    }
    fuzzToolFunction((s: string) => nextCronRuns('* * * * *', { from: FROM, count: 1, timeZone: s }), undefined, 50);
    fuzzToolFunction((s: string) => writeBuilderField(readBuilderField(s)));
  });
});
