import { runWorkerJob } from '@handy-tools/compute';
import { Alert, ButtonsSelect, Card, Checkbox, DocumentJobStatus, LargeTextOutput, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo, type ReactNode } from 'react';
import styles from './text-diff.module.css';
import { textDiffState } from './state.js';
import { diffTexts, unifiedDiff, type DiffGranularity, type DiffPart, type DiffTextsOptions, type TextDiff } from './text-diff.js';
import type { TextDiffWorkerApi } from './text-diff.worker.js';

/**
 * On the page's thread a comparison gets this long (ms): past it jsdiff gives up and the pair is
 * compared again in a worker with {@link WORKER_TIMEOUT_MS}. Pairs from {@link INLINE_CHARS}
 * characters on go to the worker at once.
 */
const INLINE_TIMEOUT_MS = 40;
const INLINE_CHARS = 20_000;
/** A worker's comparison gives up after this long, so a pathological pair cannot run for minutes. */
const WORKER_TIMEOUT_MS = 15_000;
/** Characters of the diff drawn in the page at most (the patch has all of it). */
const SHOWN_CHARS = 200_000;

interface Request {
  a: string;
  b: string;
  options: DiffTextsOptions;
  context: number;
}
interface Outcome {
  diff: TextDiff;
  patch: string | null;
}

const PATCH_NAMES = { oldName: 'original.txt', newName: 'changed.txt' };

const inWorker = (r: Request, signal: AbortSignal): Promise<Outcome> =>
  runWorkerJob<TextDiffWorkerApi, Outcome>(
    () => new Worker(new URL('./text-diff.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-text-diff' }),
    (api) => api.compare(r.a, r.b, { ...r.options, timeoutMs: WORKER_TIMEOUT_MS }, { ...PATCH_NAMES, context: r.context, timeoutMs: WORKER_TIMEOUT_MS }),
    signal,
  );

/** Small pairs inline, within a short time limit; a pair that needs longer is marked for the worker. */
function computeInline(r: Request): Outcome | 'too-slow' {
  const diff = diffTexts(r.a, r.b, { ...r.options, timeoutMs: INLINE_TIMEOUT_MS });
  if (diff.cut) return 'too-slow';
  const patch = unifiedDiff(r.a, r.b, { ...PATCH_NAMES, context: r.context, timeoutMs: INLINE_TIMEOUT_MS });
  return patch === null ? 'too-slow' : { diff, patch };
}

/** The page's attempt at each request, made once (a request object is made per change of the inputs). */
const attempts = new WeakMap<Request, { result: Outcome | 'too-slow' } | { error: unknown }>();
function inlineAttempt(r: Request): { result: Outcome | 'too-slow' } | { error: unknown } {
  let attempt = attempts.get(r);
  if (!attempt) {
    try {
      attempt = { result: r.a.length + r.b.length >= INLINE_CHARS ? 'too-slow' : computeInline(r) };
    } catch (error) {
      attempt = { error };
    }
    attempts.set(r, attempt);
  }
  return attempt;
}
const isLarge = (r: Request) => {
  const attempt = inlineAttempt(r);
  return 'result' in attempt && attempt.result === 'too-slow';
};
const compute = (r: Request): Outcome => {
  const attempt = inlineAttempt(r);
  if ('error' in attempt) throw attempt.error;
  if (attempt.result === 'too-slow') throw new Error('A slow pair is compared in the worker.');
  return attempt.result;
};

/** The parts drawn, up to {@link SHOWN_CHARS} characters. */
function shownParts(parts: DiffPart[]): { parts: DiffPart[]; truncated: boolean } {
  let total = 0;
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (total + part.value.length > SHOWN_CHARS) {
      out.push({ ...part, value: part.value.slice(0, SHOWN_CHARS - total) });
      return { parts: out, truncated: true };
    }
    out.push(part);
    total += part.value.length;
  }
  return { parts: out, truncated: false };
}

function Pane({ title, parts, show, labels }: { title: string; parts: DiffPart[]; show: 'both' | 'original' | 'changed'; labels: { added: string; removed: string } }) {
  const nodes: ReactNode[] = parts.map((part, i) => {
    if (part.kind === 'same') return <Fragment key={i}>{part.value}</Fragment>;
    if (part.kind === 'added') return show === 'original' ? null : <ins key={i} className={styles.added} title={labels.added}>{part.value}</ins>;
    return show === 'changed' ? null : <del key={i} className={styles.removed} title={labels.removed}>{part.value}</del>;
  });
  return (
    <div>
      <h3 className={styles.paneTitle}>{title}</h3>
      {/* A scrollable region must be reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.pane} tabIndex={0} role="region" aria-label={title}>
        {nodes}
      </pre>
    </div>
  );
}

/** Text diff: the UI. */
export default function TextDiffTool() {
  const { t, i18n } = useLingui();
  const [{ original, changed, granularity, view, ignoreCase, ignoreWhitespace, context }, update] = useToolState(textDiffState);
  const request = useMemo<Request>(
    () => ({ a: original, b: changed, options: { granularity, ignoreCase, ignoreWhitespace }, context }),
    [original, changed, granularity, ignoreCase, ignoreWhitespace, context],
  );
  // A pair goes to the worker when it is long, or when the page's short attempt ran out of time.
  const job = useJobResult(request, isLarge, compute, inWorker);
  const outcome = job.value;
  const diff = outcome?.diff;
  const shown = useMemo(() => (diff ? shownParts(diff.parts) : { parts: [], truncated: false }), [diff]);
  const labels = { added: t`Added`, removed: t`Removed` };
  const unit: Record<DiffGranularity, string> = { lines: t`lines`, words: t`words`, characters: t`characters` };
  const empty = original === '' && changed === '';

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.panes}>
            <TextInput label={t`Original text`} value={original} onChange={(original) => update({ original })} multiline rows={8} monospace placeholder={t`Paste the first text…`} />
            <TextInput label={t`Changed text`} value={changed} onChange={(changed) => update({ changed })} multiline rows={8} monospace placeholder={t`Paste the second text…`} />
          </div>
          <div className={styles.options}>
            <ButtonsSelect<DiffGranularity>
              label={t`Compare by`}
              size="small"
              value={granularity}
              onChange={(granularity) => update({ granularity })}
              options={[
                { value: 'lines', label: t`Lines` },
                { value: 'words', label: t`Words` },
                { value: 'characters', label: t`Characters` },
              ]}
            />
            <ButtonsSelect<'side-by-side' | 'inline'>
              label={t`View`}
              size="small"
              value={view}
              onChange={(view) => update({ view })}
              options={[
                { value: 'side-by-side', label: t`Side by side` },
                { value: 'inline', label: t`Inline` },
              ]}
            />
            <Checkbox label={t`Ignore case`} checked={ignoreCase} onChange={(ignoreCase) => update({ ignoreCase })} />
            <Checkbox label={t`Ignore white space`} checked={ignoreWhitespace} onChange={(ignoreWhitespace) => update({ ignoreWhitespace })} />
          </div>
        </Stack>
      </Card>
      <Card title={t`Differences`}>
        <Stack>
          <dl className={styles.counts} aria-label={t`Counts`}>
            <div>
              <dt>{t`Added`}</dt>
              <dd data-testid="diff-added">{diff ? `${i18n.number(diff.added)} ${unit[granularity]}` : '–'}</dd>
            </div>
            <div>
              <dt>{t`Removed`}</dt>
              <dd data-testid="diff-removed">{diff ? `${i18n.number(diff.removed)} ${unit[granularity]}` : '–'}</dd>
            </div>
            <div>
              <dt>{t`Unchanged`}</dt>
              <dd>{diff ? `${i18n.number(diff.unchanged)} ${unit[granularity]}` : '–'}</dd>
            </div>
          </dl>
          {diff?.cut && (
            <Alert type="warning" title={t`The comparison was cut`}>
              {t`These texts take too long to compare in detail: the whole original is shown as removed and the whole change as added.`}
            </Alert>
          )}
          {!empty && diff && !diff.cut && diff.added === 0 && diff.removed === 0 && <p role="status">{t`The texts are identical.`}</p>}
          {view === 'side-by-side' ? (
            <div className={styles.panes}>
              <Pane title={t`Original`} parts={shown.parts} show="original" labels={labels} />
              <Pane title={t`Changed`} parts={shown.parts} show="changed" labels={labels} />
            </div>
          ) : (
            <Pane title={t`Inline differences`} parts={shown.parts} show="both" labels={labels} />
          )}
          {shown.truncated && <p>{t`Only the beginning of the differences is shown; the patch below has all of them.`}</p>}
          <DocumentJobStatus result={job} label={t`Comparing the texts…`} />
        </Stack>
      </Card>
      <Card title={t`Patch`}>
        <Stack>
          <TextInput
            label={t`Context lines`}
            type="number"
            inputMode="numeric"
            value={String(context)}
            onChange={(v) => {
              const value = Number(v);
              if (Number.isInteger(value) && value >= 0 && value <= 1000) update({ context: value });
            }}
          />
          <LargeTextOutput
            label={t`Unified diff`}
            value={outcome?.patch ?? ''}
            fileName="changes.diff"
            mimeType="text/x-diff"
            rows={10}
            hint={outcome && outcome.patch === null ? t`The patch took too long to write.` : t`Records every difference (case and white space too): git apply and patch can apply it.`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
