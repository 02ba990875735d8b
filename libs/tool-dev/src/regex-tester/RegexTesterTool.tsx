import { useLingui } from '@lingui/react/macro';
import {
  attempt,
  Alert,
  Button,
  Card,
  Checkbox,
  CopyButton,
  IntegerInput,
  Row,
  Stack,
  Table,
  TextInput,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DIAGRAM_LABELS_EN, regexDiagram, type DiagramLabels, type RegexDiagram } from './regex-diagram.js';
import { RegexRunner, type RegexRunOutcome } from './regex-runner.js';
import { compileRegex, MAX_LISTED_MATCHES, REGEX_FLAGS, type RegexFlag, type RegexMatch } from './regex-tester.js';
import styles from './RegexTesterTool.module.css';
import { regexTesterState } from './state.js';

/** Patterns longer than this are not drawn (the diagram would be unreadable anyway). */
const MAX_DIAGRAM_PATTERN = 5000;
/** Samples asked for. */
const SAMPLE_COUNT = 5;

/** Regex tester: runs the pattern in a worker with a time limit; the page only compiles and draws it. */
export default function RegexTesterTool() {
  const { t } = useLingui();
  const [{ pattern, flags, text, replacement, replace, split, timeLimit }, update] = useToolState(regexTesterState);
  const compiled = useMemo(() => (pattern === '' ? null : attempt(() => compileRegex(pattern, flags))), [pattern, flags]);
  const runner = useRef<RegexRunner | null>(null);
  const [outcome, setOutcome] = useState<RegexRunOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const [sampleRound, setSampleRound] = useState(0);

  useEffect(() => {
    runner.current = new RegexRunner(() => new Worker(new URL('./regex-tester.worker.js', import.meta.url), { type: 'module' }));
    return () => runner.current?.stop();
  }, []);

  const valid = compiled?.value !== undefined;
  useEffect(() => {
    if (!valid) {
      runner.current?.stop();
      setOutcome(null);
      setRunning(false);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setRunning(true);
      void runner.current
        ?.run({ pattern, flags, text, replacement: replace ? replacement : null, split, samples: SAMPLE_COUNT }, timeLimit)
        .then((result) => {
          if (!live || result.kind === 'superseded') return;
          setOutcome(result);
          setRunning(false);
        });
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [valid, pattern, flags, text, replacement, replace, split, timeLimit, sampleRound]);

  const labels: DiagramLabels = {
    ...DIAGRAM_LABELS_EN,
    group: t`group #%n`,
    namedGroup: t`group #%n <%name>`,
    followedBy: t`followed by`,
    notFollowedBy: t`not followed by`,
    precededBy: t`preceded by`,
    notPrecededBy: t`not preceded by`,
    anyCharacter: t`any character`,
    start: t`start`,
    end: t`end`,
    wordBoundary: t`word boundary`,
    notWordBoundary: t`not a word boundary`,
    digit: t`digit`,
    notDigit: t`not a digit`,
    word: t`word character`,
    notWord: t`not a word character`,
    space: t`white space`,
    notSpace: t`not white space`,
    oneOf: t`one of %set`,
    noneOf: t`none of %set`,
    backReference: t`back-reference %n`,
    times: t`%min times`,
    atLeast: t`%min+ times`,
    between: t`%min–%max times`,
    lazy: t`(lazy)`,
  };
  const labelsKey = JSON.stringify(labels);
  const diagram = useMemo(
    () =>
      valid && pattern.length <= MAX_DIAGRAM_PATTERN
        ? attempt(() => regexDiagram(pattern, flags, JSON.parse(labelsKey) as DiagramLabels))
        : null,
    [valid, pattern, flags, labelsKey],
  );

  const flagNames: Record<RegexFlag, string> = {
    d: t`indices (d)`,
    g: t`global (g)`,
    i: t`ignore case (i)`,
    m: t`multiline (m)`,
    s: t`dot matches newline (s)`,
    u: t`Unicode (u)`,
    v: t`Unicode sets (v)`,
    y: t`sticky (y)`,
  };
  const toggleFlag = (flag: RegexFlag, on: boolean) => {
    let next = flags.replace(flag, '');
    if (on) {
      next += flag;
      if (flag === 'u') next = next.replace('v', '');
      if (flag === 'v') next = next.replace('u', '');
    }
    update({ flags: REGEX_FLAGS.filter((f) => next.includes(f)).join('') });
  };

  const report = outcome?.kind === 'done' ? outcome.report : null;
  const seconds = timeLimit / 1000;
  let status = '';
  if (compiled?.value && running && !report) status = t`Testing…`;
  else if (outcome?.kind === 'timeout') status = '';
  else if (report) {
    const count = report.matches.count;
    status =
      count === 0
        ? t`No match.`
        : report.matches.truncated
          ? t`Over ${count} matches (counting stopped).`
          : count === 1
            ? t`1 match.`
            : t`${count} matches.`;
  }

  const columns: TableColumn<RegexMatch>[] = [
    { key: 'n', header: t`#`, render: (_row, i) => i + 1 },
    { key: 'index', header: t`Index`, render: (row) => `${row.index}–${row.end}` },
    {
      key: 'value',
      header: t`Match`,
      render: (row) => <span className={styles.mono}>{row.value === '' ? <em className={styles.empty}>{t`(empty)`}</em> : row.value}</span>,
    },
    {
      key: 'groups',
      header: t`Groups`,
      render: (row) =>
        row.groups.length === 0 ? (
          '—'
        ) : (
          <ul className={styles.groups}>
            {row.groups.map((g) => (
              <li key={g.number}>
                {g.number}
                {g.name !== undefined && ` <${g.name}>`}:{' '}
                {g.value === undefined ? <em className={styles.empty}>{t`(no match)`}</em> : `"${g.value}" [${g.start}–${g.end}]`}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const literal = compiled?.value ? `/${compiled.value.source}/${compiled.value.flags}` : '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Regular expression`}
            value={pattern}
            onChange={(value) => update({ pattern: value })}
            error={compiled?.error}
            placeholder="(?<year>\d{4})-(?<month>\d{2})"
            monospace
            spellCheck={false}
          />
          <fieldset className={styles.flags}>
            <legend>{t`Flags`}</legend>
            {(['g', 'i', 'm', 's', 'u', 'v', 'y', 'd'] as const).map((flag) => (
              <Checkbox key={flag} label={flagNames[flag]} checked={flags.includes(flag)} onChange={(on) => toggleFlag(flag, on)} />
            ))}
          </fieldset>
          <Row>
            <p className={styles.literal}>
              <output aria-label={t`JavaScript literal`}>{literal}</output>{' '}
              {literal && <CopyButton value={literal} label={t`Copy the literal`} />}
            </p>
          </Row>
          <TextInput
            label={t`Text to test`}
            value={text}
            onChange={(value) => update({ text: value })}
            multiline
            rows={5}
            spellCheck={false}
          />
          <p className={styles.status} role="status">
            {status}
          </p>
          {outcome?.kind === 'timeout' && (
            <Alert type="warning" title={t`Stopped after ${seconds} s: catastrophic backtracking?`}>
              {t`The pattern was stopped so the page stays responsive. Nested quantifiers such as (a+)+ can take exponential time on text that almost matches.`}
            </Alert>
          )}
          {outcome?.kind === 'error' && <Alert type="error">{outcome.message}</Alert>}
          <IntegerInput
            label={t`Time limit (ms)`}
            value={timeLimit}
            min={100}
            max={10_000}
            onChange={(value) => update({ timeLimit: value })}
          />
        </Stack>
      </Card>

      <Card>
        <Table
          caption={report && report.matches.count > MAX_LISTED_MATCHES ? t`Matches (first ${MAX_LISTED_MATCHES})` : t`Matches`}
          columns={columns}
          rows={report?.matches.matches ?? []}
          getRowKey={(row) => `${row.index}:${row.end}`}
          emptyMessage={t`No match.`}
          dense
        />
      </Card>

      <Card>
        <Stack>
          <Row>
            <Checkbox label={t`Replace`} checked={replace} onChange={(on) => update({ replace: on })} />
            <Checkbox label={t`Split`} checked={split} onChange={(on) => update({ split: on })} />
          </Row>
          {replace && (
            <>
              <TextInput
                label={t`Replacement`}
                value={replacement}
                onChange={(value) => update({ replacement: value })}
                hint={t`$1, $<name>, $& (the match), $\` and $' (before and after it), $$ (a dollar sign).`}
                monospace
                spellCheck={false}
              />
              <TextInput label={t`Result`} value={report?.replaced ?? ''} readOnly multiline copyable rows={4} />
            </>
          )}
          {split && (
            <ol className={styles.samples} aria-label={t`Pieces`}>
              {(report?.split ?? []).map((piece, i) => (
                <li key={i}>{piece === undefined ? <em className={styles.empty}>{t`(undefined)`}</em> : JSON.stringify(piece)}</li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>

      <Card>
        <Stack>
          <div>
            <Button size="small" onClick={() => setSampleRound((n) => n + 1)} disabled={!valid}>
              {t`New samples`}
            </Button>
          </div>
          <ol className={styles.samples} aria-label={t`Sample strings`}>
            {(report?.samples.samples ?? []).map((sample, i) => (
              <li key={i}>{JSON.stringify(sample)}</li>
            ))}
          </ol>
          {report && report.samples.unsupported.length > 0 && (
            <p
              className={styles.status}
            >{t`Samples are best effort: randexp does not handle ${report.samples.unsupported.join(', ')}; only strings that match are shown.`}</p>
          )}
        </Stack>
      </Card>

      <Card>
        <div className={styles.diagram}>
          {diagram?.value && <DiagramSvg diagram={diagram.value} title={t`Railroad diagram of ${literal}`} />}
          {diagram?.error && <p className={styles.status}>{diagram.error}</p>}
        </div>
      </Card>
    </Stack>
  );
}

/** Draws a laid-out diagram (text goes in as text nodes: nothing from the pattern becomes markup). */
function DiagramSvg({ diagram, title }: { diagram: RegexDiagram; title: string }) {
  const boxClass = {
    literal: styles['literal-box'],
    class: styles['class-box'],
    special: styles['special-box'],
    group: styles['group-box'],
    look: styles['look-box'],
  };
  return (
    <svg width={diagram.width} height={diagram.height} viewBox={`0 0 ${diagram.width} ${diagram.height}`} role="img" aria-label={title}>
      {diagram.prims.map((p, i) => {
        switch (p.kind) {
          case 'path':
            return <path key={i} d={p.d} />;
          case 'rect':
            return (
              <rect
                key={i}
                x={p.x}
                y={p.y}
                width={p.w}
                height={p.h}
                rx={p.style === 'literal' ? 4 : p.style === 'class' ? 0 : 8}
                className={boxClass[p.style]}
              />
            );
          case 'circle':
            return <circle key={i} cx={p.x} cy={p.y} r={5} />;
          default:
            return (
              <text key={i} x={p.x} y={p.y} className={p.style === 'label' ? styles['label-text'] : undefined}>
                {p.text}
              </text>
            );
        }
      })}
    </svg>
  );
}
