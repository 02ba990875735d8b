import { createAbortError, type HashAlgorithm, type HashDigests } from '@handy-tools/compute';
import { Alert, Button, Card, Progress, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AlgorithmDigestList, EncodingSelect } from '../shared/DigestList.js';
import { useBackgroundJob, type BackgroundJobOptions } from '../shared/useBackgroundJob.js';
import { DEFAULT_HASH_TEXT_ALGORITHMS, encodeDigests, HASH_TEXT_ALGORITHMS, hashTextDigests, MORE_HASH_TEXT_ALGORITHMS, WORKER_THRESHOLD, type MoreHashTextAlgorithm } from './hash-text.js';
import { hashTextState } from './state.js';
import styles from './HashTextTool.module.css';

// Argon2/PBKDF2 settings and results: a chunk of their own, loaded when the visitor opens them.
const PasswordHashing = lazy(() => import('./PasswordHashing.js'));
// The checklist of more algorithms loads when the section is first opened.
const AlgorithmChecklist = lazy(() => import('../shared/AlgorithmChecklist.js').then((m) => ({ default: m.AlgorithmChecklist<MoreHashTextAlgorithm> })));

/** A long text edited in place is hashed this long after the last change (a short one, or one pasted, at once). */
const BIG_TEXT_DEBOUNCE_MS = 300;

const DEFAULTS: readonly HashAlgorithm[] = DEFAULT_HASH_TEXT_ALGORITHMS;

/** Resolves after `ms`; rejects with an `AbortError` when `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(createAbortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(createAbortError())), { once: true });
  });
}

/** Hash text: the digests of the typed text in the common algorithms (more on demand), and a key derived from it with Argon2 or PBKDF2. */
export default function HashTextTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(hashTextState);
  const { input, encoding, moreAlgorithms } = state;
  // Password hashing loads when opened, or at once when a link or an example set its salt.
  const [kdfOpen, setKdfOpen] = useState(() => state.salt !== '');
  // "More algorithms" starts open when some are chosen (e.g. by a link); then the visitor decides.
  const [moreOpen, setMoreOpen] = useState(() => moreAlgorithms.length > 0);
  const algorithms = useMemo(() => HASH_TEXT_ALGORITHMS.filter((a) => DEFAULTS.includes(a) || (moreAlgorithms as readonly HashAlgorithm[]).includes(a)), [moreAlgorithms]);
  // A long text goes to the compute worker, with progress and cancel.
  const big = input.length >= WORKER_THRESHOLD;
  // What the digests are for, compared by identity: a key holding a 5 MB text would be copied
  // and compared in full on every render.
  const requestKey = useMemo(() => ({ input, algorithms }), [input, algorithms]);
  // A long text edited in place (not one pasted or opened at once) waits for typing to pause.
  const previousInput = useRef('');
  const job = useBackgroundJob<HashDigests>();
  const { start } = job;
  const run = useCallback(
    async ({ signal, onProgress }: BackgroundJobOptions) => {
      const editing = input.length >= WORKER_THRESHOLD && previousInput.current.length >= WORKER_THRESHOLD;
      previousInput.current = input;
      // A cancel or a newer text ends the wait.
      if (editing) await pause(BIG_TEXT_DEBOUNCE_MS, signal);
      return hashTextDigests(input, algorithms, { signal, onProgress: onProgress && ((done, total) => onProgress(total > 0 ? done / total : 1)) });
    },
    [input, algorithms],
  );
  // A new text or choice replaces the job running (a short text's digests meanwhile stay those
  // of the previous text, for a moment; a long text's are not shown until they are its own).
  useEffect(() => start(requestKey, run), [requestKey, run, start]);

  const result = job.state.result;
  const digests = result && (result.for === requestKey || !big) ? result.value : undefined;
  const values = useMemo(() => (digests ? encodeDigests(digests, encoding) : {}), [digests, encoding]);
  const hashing = big && job.state.running;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Your text to hash`}
            value={input}
            onChange={(input) => update({ input })}
            multiline
            rows={4}
            placeholder={t`Type or paste text…`}
            hint={t`The text is encoded as UTF-8 before hashing.`}
          />
          <EncodingSelect value={encoding} onChange={(encoding) => update({ encoding })} />
          {/* A native disclosure (<details>): keyboard and screen reader support with no script. */}
          <details className={styles.more} open={moreOpen || undefined} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
            <summary className={styles.moreSummary}>{t`More algorithms`}</summary>
            <Stack>
              {moreOpen && (
                <Suspense fallback={null}>
                  <AlgorithmChecklist
                    legend={t`Also show these digests`}
                    algorithms={MORE_HASH_TEXT_ALGORITHMS}
                    value={moreAlgorithms}
                    onChange={(moreAlgorithms) => update({ moreAlgorithms })}
                    allLabel={t`All algorithms`}
                  />
                </Suspense>
              )}
              <p className={styles.hint}>{t`Keccak is SHA-3 with its original padding: Keccak-256 is Ethereum's hash, Keccak-512 what CryptoJS calls "SHA3".`}</p>
            </Stack>
          </details>
        </Stack>
      </Card>
      <Card title={t`Digests`}>
        <Stack>
          {hashing && (
            <Row>
              <Progress label={t`Hashing the text`} value={Math.round(job.state.progress * 100)} />
              <div>
                <Button onClick={job.cancel}>{t`Cancel hashing`}</Button>
              </div>
            </Row>
          )}
          {big && job.state.cancelled && !job.state.running && (
            <Alert type="warning" title={t`Hashing cancelled`}>
              <Button size="small" onClick={() => start(requestKey, run)}>
                {t`Hash again`}
              </Button>
            </Alert>
          )}
          {job.state.error && !job.state.running && (
            <Alert type="error" title={t`Could not hash the text`}>
              {job.state.error}
            </Alert>
          )}
          <AlgorithmDigestList algorithms={algorithms} values={values} encoding={encoding} />
        </Stack>
      </Card>
      <Card title={t`Password hashing (Argon2, PBKDF2)`}>
        {kdfOpen ? (
          <Suspense fallback={<p className={styles.hint}>{t`Loading…`}</p>}>
            <PasswordHashing state={state} update={update} />
          </Suspense>
        ) : (
          <Button aria-expanded={false} onClick={() => setKdfOpen(true)}>
            {t`Derive a key from the text with Argon2 or PBKDF2`}
          </Button>
        )}
      </Card>
    </Stack>
  );
}
