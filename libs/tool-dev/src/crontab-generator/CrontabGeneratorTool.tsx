import { useLingui } from '@lingui/react/macro';
import {
  attempt,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  IntegerInput,
  Row,
  Select,
  Stack,
  Table,
  TextInput,
  useHydrating,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  CRON_PRESETS,
  DIALECT_FIELDS,
  describeCron,
  nextCronRuns,
  readBuilderField,
  writeBuilderField,
  type BuilderField,
  type CronDialect,
  type CronFieldName,
} from './crontab-generator.js';
import { loadCronstrueLocale } from './cronstrue-locales.js';
import styles from './CrontabGeneratorTool.module.css';
import { crontabGeneratorState } from './state.js';

/** IANA zones the browser knows (read after hydration: the list may differ from the prerenderer's). */
function listZones(): string[] {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  } catch {
    return ['UTC'];
  }
}

/** Cron expression generator: expression ⇄ description, builder, presets and next runs. */
export default function CrontabGeneratorTool() {
  const { t, i18n } = useLingui();
  const hydrating = useHydrating();
  const [state, update] = useToolState(crontabGeneratorState);
  const { expression, dialect, timeZone, count, verbose, use24Hour } = state;
  const [cronLocale, setCronLocale] = useState('en');
  const [now, setNow] = useState<Date | null>(null);
  const [browserZone, setBrowserZone] = useState('UTC');

  useEffect(() => {
    let live = true;
    void loadCronstrueLocale(i18n.locale).then((code) => live && setCronLocale(code));
    return () => {
      live = false;
    };
  }, [i18n.locale]);
  useEffect(() => {
    setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const zone = timeZone || browserZone;
  const description = useMemo(
    () => attempt(() => describeCron(expression, { dialect, verbose, use24HourTimeFormat: use24Hour, locale: cronLocale })),
    [expression, dialect, verbose, use24Hour, cronLocale],
  );
  const runs = useMemo(
    () => (now && !description.error ? attempt(() => nextCronRuns(expression, { dialect, timeZone: zone, from: now, count })) : null),
    [now, description.error, expression, dialect, zone, count],
  );
  const formatter = useMemo(() => {
    try {
      return new Intl.DateTimeFormat(i18n.locale, {
        timeZone: zone,
        dateStyle: 'full',
        timeStyle: 'long',
        hourCycle: use24Hour ? 'h23' : 'h12',
      });
    } catch {
      return new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'long' });
    }
  }, [i18n.locale, zone, use24Hour]);
  const zones = useMemo(() => (hydrating ? [zone] : listZones()), [hydrating, zone]);
  const zoneOptions = useMemo(
    () => [
      { value: '', label: t`Browser's zone (${browserZone})` },
      ...zones.filter((z) => z !== '').map((z) => ({ value: z, label: z })),
      ...(timeZone && !zones.includes(timeZone) ? [{ value: timeZone, label: timeZone }] : []),
    ],
    [zones, timeZone, browserZone, t],
  );

  const fieldLabels: Record<CronFieldName, string> = {
    second: t`Second`,
    minute: t`Minute`,
    hour: t`Hour`,
    dayOfMonth: t`Day of month`,
    month: t`Month`,
    dayOfWeek: t`Day of week`,
    year: t`Year`,
  };
  const dialects: { value: CronDialect; label: string }[] = [
    { value: 'unix', label: t`Unix (5 fields)` },
    { value: 'seconds', label: t`With seconds (6)` },
    { value: 'quartz', label: t`Quartz` },
    { value: 'aws', label: t`AWS EventBridge` },
  ];
  const fieldNames = DIALECT_FIELDS[dialect];
  const tokens = expression.trim() === '' ? [] : expression.trim().split(/\s+/);
  const fitsBuilder =
    !expression.trim().startsWith('@') &&
    (tokens.length === fieldNames.length || (dialect === 'quartz' && tokens.length === fieldNames.length - 1));
  const setField = (index: number, field: BuilderField) => {
    const next = [...tokens];
    next[index] = writeBuilderField(field);
    update({ expression: next.join(' ') });
  };
  const resetBuilder = () => {
    const quartzLike = dialect === 'quartz' || dialect === 'aws';
    const base: Record<CronFieldName, string> = {
      second: '0',
      minute: '0',
      hour: '*',
      dayOfMonth: '*',
      month: '*',
      dayOfWeek: quartzLike ? '?' : '*',
      year: '*',
    };
    update({ expression: fieldNames.map((name) => base[name]).join(' ') });
  };

  const presetMeaning: Record<string, string> = {
    '@yearly': t`Once a year, at midnight on 1 January`,
    '@annually': t`Same as @yearly`,
    '@monthly': t`Once a month, at midnight on the 1st`,
    '@weekly': t`Once a week, at midnight between Saturday and Sunday`,
    '@daily': t`Once a day, at midnight`,
    '@midnight': t`Same as @daily`,
    '@hourly': t`Once an hour, at minute 0`,
    '@reboot': t`Once, when the cron daemon starts (no schedule)`,
  };
  type PresetRow = (typeof CRON_PRESETS)[number];
  const presetColumns: TableColumn<PresetRow>[] = [
    {
      key: 'nickname',
      header: t`Nickname`,
      render: (row) => (
        <Button
          size="small"
          onClick={() => update({ expression: row.nickname, dialect: dialect === 'quartz' || dialect === 'aws' ? 'unix' : dialect })}
        >
          {row.nickname}
        </Button>
      ),
    },
    { key: 'meaning', header: t`Meaning`, render: (row) => presetMeaning[row.nickname] },
    { key: 'equivalent', header: t`Same as`, render: (row) => <code>{row.equivalent ?? '—'}</code> },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Cron expression`}
            value={expression}
            onChange={(value) => update({ expression: value })}
            error={description.error}
            placeholder="0 9 * * 1-5"
            monospace
            spellCheck={false}
          />
          <ButtonsSelect label={t`Syntax`} options={dialects} value={dialect} onChange={(value) => update({ dialect: value })} />
          <p className={styles.description}>
            <output aria-label={t`Description`}>{description.value ?? ''}</output>
          </p>
          <Row>
            <Checkbox label={t`Verbose`} checked={verbose} onChange={(value) => update({ verbose: value })} />
            <Checkbox label={t`24-hour clock`} checked={use24Hour} onChange={(value) => update({ use24Hour: value })} />
          </Row>
        </Stack>
      </Card>

      <Card>
        <Stack>
          <Row>
            <Select
              label={t`Time zone`}
              options={zoneOptions}
              value={timeZone}
              onChange={(value) => update({ timeZone: value })}
              searchable
            />
            <IntegerInput label={t`Runs to show`} value={count} min={1} max={50} onChange={(value) => update({ count: value })} />
          </Row>
          <ol className={styles.runs} aria-label={t`Next runs`} style={{ minHeight: `${count * 1.9}em` }}>
            {runs?.value?.map((date) => (
              <li key={date.getTime()}>
                <time dateTime={date.toISOString()}>{formatter.format(date)}</time>
              </li>
            ))}
          </ol>
          {runs?.value?.length === 0 && <p className={styles.muted}>{t`No upcoming run.`}</p>}
          {runs?.error && <p className={styles.muted}>{runs.error}</p>}
        </Stack>
      </Card>

      <Card>
        <Stack>
          {fitsBuilder ? (
            <div className={styles.builder}>
              {fieldNames.slice(0, tokens.length).map((name, index) => (
                <BuilderFieldControl
                  key={name}
                  label={fieldLabels[name]}
                  field={readBuilderField(tokens[index] ?? '*')}
                  onChange={(field) => setField(index, field)}
                />
              ))}
            </div>
          ) : (
            <Row>
              <p className={styles.muted}>{t`The builder needs an expression with this syntax's fields.`}</p>
              <Button onClick={resetBuilder}>{t`Start from every hour`}</Button>
            </Row>
          )}
        </Stack>
      </Card>

      <Card>
        <Table caption={t`Nicknames`} columns={presetColumns} rows={CRON_PRESETS} getRowKey={(row) => row.nickname} dense />
      </Card>
    </Stack>
  );
}

/** One field of the builder: how it is set, and the values for that choice. */
function BuilderFieldControl({ label, field, onChange }: { label: string; field: BuilderField; onChange: (field: BuilderField) => void }) {
  const { t } = useLingui();
  const kinds: { value: BuilderField['kind']; label: string }[] = [
    { value: 'every', label: t`Every` },
    { value: 'at', label: t`At` },
    { value: 'range', label: t`From … to` },
    { value: 'step', label: t`Every n-th` },
    { value: 'custom', label: t`Custom` },
  ];
  const setKind = (kind: BuilderField['kind']) => {
    const start = (field.kind === 'at' ? field.values.split(',')[0] : field.kind === 'range' ? field.from : undefined) ?? '0';
    const fresh: Record<BuilderField['kind'], BuilderField> = {
      every: { kind: 'every' },
      at: { kind: 'at', values: start },
      range: { kind: 'range', from: start, to: start },
      step: { kind: 'step', start: '*', step: '2' },
      custom: { kind: 'custom', text: writeBuilderField(field) },
    };
    onChange(fresh[kind]);
  };
  return (
    <div className={styles.field}>
      <Select label={label} options={kinds} value={field.kind} onChange={setKind} size="small" />
      {field.kind === 'at' && (
        <TextInput label={t`${label}: values`} value={field.values} onChange={(values) => onChange({ ...field, values })} monospace />
      )}
      {field.kind === 'range' && (
        <Row>
          <TextInput label={t`${label}: from`} value={field.from} onChange={(from) => onChange({ ...field, from })} monospace />
          <TextInput label={t`${label}: to`} value={field.to} onChange={(to) => onChange({ ...field, to })} monospace />
        </Row>
      )}
      {field.kind === 'step' && (
        <Row>
          <TextInput label={t`${label}: start`} value={field.start} onChange={(start) => onChange({ ...field, start })} monospace />
          <TextInput label={t`${label}: every`} value={field.step} onChange={(step) => onChange({ ...field, step })} monospace />
        </Row>
      )}
      {field.kind === 'custom' && (
        <TextInput label={t`${label}: text`} value={field.text} onChange={(text) => onChange({ ...field, text })} monospace />
      )}
    </div>
  );
}
