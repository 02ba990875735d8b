import {
  HASH_ALGORITHMS,
  hashFile,
  isAbortError,
  prewarmHashWorkers,
  terminateHashWorkers,
  type HashAlgorithm,
  type HashDigests,
} from '@handy-tools/compute';
import { Alert, attempt, Button, Card, FileUpload, Progress, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { AlgorithmChecklist } from '../shared/AlgorithmChecklist.js';
import { AlgorithmDigestList, EncodingSelect } from '../shared/DigestList.js';
import { encodeDigest } from '../shared/encoding.js';
import { checkExpectedHash, formatBytes, formatDuration, throughputMBps } from './file-hasher.js';
import { fileHasherState } from './state.js';
import styles from './FileHasherTool.module.css';

type Run =
  | { state: 'idle' }
  | { state: 'hashing'; total: number }
  | { state: 'done'; digests: Partial<HashDigests>; algorithms: HashAlgorithm[]; ms: number; bytes: number }
  | { state: 'cancelled'; done: number; total: number }
  | { state: 'error'; message: string };

/**
 * Bytes hashed so far, outside React state: progress arrives up to 20 times a second, and only
 * the progress bar subscribes to it, so the form does not re-render with every step (that work
 * would compete with the hashing worker for the CPU).
 */
function createProgressStore() {
  let done = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => done,
    set(value: number) {
      done = value;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type ProgressStore = ReturnType<typeof createProgressStore>;

function HashingProgress({ store, label, total }: { store: ProgressStore; label: string; total: number }) {
  const done = useSyncExternalStore(store.subscribe, store.get);
  return <Progress label={label} value={done} max={total} detail={`${formatBytes(done)} / ${formatBytes(total)}`} />;
}

/** File Hasher: digests of a file of any size, computed in the compute worker with progress and cancel. */
export default function FileHasherTool() {
  const { t } = useLingui();
  const [{ algorithms: chosen, encoding, expected, sample }, update] = useToolState(fileHasherState);
  // Canonical order, no duplicates (a link may hold any order); stable while the choice is.
  const algorithms = useMemo(() => HASH_ALGORITHMS.filter((a) => chosen.includes(a)), [chosen]);
  // The file is not state: it is never stored nor put in a link. Without one, an example's
  // built-in sample is hashed.
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const file = useMemo(() => chosenFile ?? (sample === 'abc' ? new File(['abc'], 'abc.txt', { type: 'text/plain' }) : null), [chosenFile, sample]);
  const [attemptNo, setAttemptNo] = useState(0);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const [progress] = useState(createProgressStore);

  // Workers load while the visitor picks a file, and stop when the tool closes.
  useEffect(() => {
    prewarmHashWorkers();
    return terminateHashWorkers;
  }, []);

  useEffect(() => {
    if (!file || algorithms.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    let stale = false;
    const started = performance.now();
    progress.set(0);
    setRun({ state: 'hashing', total: file.size });
    hashFile(file, algorithms, {
      signal: abort.signal,
      onProgress: (done) => {
        if (!stale) progress.set(done);
      },
    }).then(
      (digests) => {
        if (!stale) setRun({ state: 'done', digests, algorithms, ms: performance.now() - started, bytes: file.size });
      },
      (e: unknown) => {
        if (stale) return;
        if (isAbortError(e)) setRun({ state: 'cancelled', done: progress.get(), total: file.size });
        else setRun({ state: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      stale = true;
      abort.abort();
    };
  }, [file, algorithms, attemptNo, progress]);

  const check = useMemo(() => attempt(() => checkExpectedHash(expected, run.state === 'done' ? run.digests : {})), [expected, run]);

  const values = useMemo(
    () => (run.state === 'done' ? Object.fromEntries(run.algorithms.map((a) => [a, encodeDigest(run.digests[a]!, encoding)])) : {}),
    [run, encoding],
  );
  const matchMessage = (() => {
    const c = check.value;
    if (run.state !== 'done' || !c || c.status === 'empty') return null;
    if (c.status === 'match') {
      const algorithm = c.algorithm;
      return t`The expected hash equals the file's ${algorithm} digest.`;
    }
    if (c.candidates.every((x) => run.algorithms.includes(x))) return t`The expected hash equals none of these digests.`;
    const candidates = c.candidates.join(', ');
    return t`The expected hash equals none of these digests. A hash of this length can come from: ${candidates}; select the right algorithm.`;
  })();
  const names = algorithms.join(', ');
  const fileName = file?.name ?? '';
  const idleText = t`Choose a file to hash it with ${names}.`;
  const cancelledText = (() => {
    if (run.state !== 'cancelled') return null;
    const doneText = formatBytes(run.done);
    const totalText = formatBytes(run.total);
    return t`Stopped after ${doneText} of ${totalText}.`;
  })();
  const stats = (() => {
    if (run.state !== 'done') return null;
    const size = formatBytes(run.bytes);
    const elapsed = formatDuration(run.ms);
    const rate = throughputMBps(run.bytes, run.ms);
    const speed = rate === null ? '–' : rate >= 100 ? rate.toFixed(0) : rate.toFixed(1);
    return t`${size} hashed in ${elapsed} (${speed} MB/s)`;
  })();

  return (
    <Stack>
      <Card>
        <Stack>
          <FileUpload
            label={t`File to hash`}
            onFiles={(files) => {
              setChosenFile(files[0] ?? null);
              update({ sample: '' });
            }}
          />
          {!chosenFile && sample === 'abc' && <p className={styles.stats}>{t`Hashing the sample file abc.txt (the 3 bytes "abc").`}</p>}
          <AlgorithmChecklist legend={t`Algorithms`} algorithms={HASH_ALGORITHMS} value={algorithms} onChange={(algorithms) => update({ algorithms })} allLabel={t`All algorithms`}>
            {algorithms.length === 0 && (
              <p role="alert" className={styles.stats}>
                {t`Select at least one algorithm.`}
              </p>
            )}
          </AlgorithmChecklist>
          <Row>
            <EncodingSelect value={encoding} onChange={(encoding) => update({ encoding })} />
            <TextInput
              label={t`Expected hash (optional)`}
              value={expected}
              onChange={(expected) => update({ expected })}
              monospace
              placeholder={t`Paste a checksum to compare`}
              error={check.error}
              hint={t`Hex or Base64; a sha256sum line works too.`}
            />
          </Row>
          {algorithms.length > 0 && (
            // Its line stays (empty, its room reserved by the kit's `ht-reserve`) while a file is
            // hashed, so the digests below do not move up.
            <p className={`${styles.stats} ht-reserve`} role="status" data-reserve={idleText}>
              {run.state === 'idle' ? idleText : ''}
            </p>
          )}
        </Stack>
      </Card>

      {run.state === 'cancelled' && (
        <Alert type="warning" title={t`Hashing cancelled`}>
          <div className={styles.actions}>
            <span>{cancelledText}</span>
            <Button size="small" onClick={() => setAttemptNo((n) => n + 1)}>
              {t`Hash again`}
            </Button>
          </div>
        </Alert>
      )}

      {run.state === 'error' && (
        <Alert type="error" title={t`Could not hash the file`}>
          <div className={styles.actions}>
            <span>{run.message}</span>
            <Button size="small" onClick={() => setAttemptNo((n) => n + 1)}>
              {t`Try again`}
            </Button>
          </div>
        </Alert>
      )}

      {(run.state === 'hashing' || run.state === 'done') && (
        // One card from the start of hashing to its end, laid out the same in both states, so
        // nothing moves when the digests arrive: the progress bar stays (full, with the figures
        // as its detail), each digest keeps the room of its encoded length, and a comparison
        // with the expected hash keeps the room of its verdict.
        <Card title={t`Digests`}>
          <Stack>
            <div className={styles.progressRow}>
              {run.state === 'hashing' ? (
                <>
                  <HashingProgress store={progress} label={file ? t`Hashing ${file.name}` : ''} total={run.total} />
                  <Button onClick={() => controller.current?.abort()}>{t`Cancel`}</Button>
                </>
              ) : (
                <>
                  <Progress label={t`Hashed ${fileName}`} value={run.bytes} max={run.bytes} detail={stats ?? ''} />
                  <Button onClick={() => setAttemptNo((n) => n + 1)}>{t`Hash again`}</Button>
                </>
              )}
            </div>
            <AlgorithmDigestList algorithms={run.state === 'done' ? run.algorithms : algorithms} values={values} encoding={encoding} />
            {matchMessage ? (
              <Alert type={check.value?.status === 'match' ? 'info' : 'error'} title={check.value?.status === 'match' ? t`Match` : t`No match`}>
                {matchMessage}
              </Alert>
            ) : (
              run.state === 'hashing' &&
              check.value &&
              check.value.status !== 'empty' && (
                <Alert type="info" title={t`Comparing`}>
                  {t`The expected hash is compared with the digests once they are computed.`}
                </Alert>
              )
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
