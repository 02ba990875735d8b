import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../components/Button.js';
import { Row } from '../components/Layout.js';
import { Progress } from '../components/Progress.js';
import { attempt } from './tool-input-error.js';
import { useAsyncResult } from './useAsyncResult.js';

/** Inputs from this many characters on (~1 MB) are computed in a Web Worker. */
export const WORKER_INPUT_CHARS = 1_000_000;

/** What {@link useDocumentResult} returns. */
export interface DocumentResult<T> {
  /** The current result, or the last good one while the input has an error or is being computed. */
  value: T | null;
  /** The error message for the current input, if any. */
  error: string | null;
  /** The worker is computing the current input. */
  pending: boolean;
  /** The visitor cancelled the computation of the current input. */
  cancelled: boolean;
  cancel: () => void;
  retry: () => void;
}

interface Job<P> {
  text: string;
  params: P;
}

/**
 * Computes a tool's result from a document: inline (deferred) below {@link WORKER_INPUT_CHARS}
 * characters, in a Web Worker from that size on, with cancel. Keeps the last good value while
 * the input is wrong or being computed.
 *
 * @param text - the document (typed text or an opened file's text).
 * @param params - the options; memoise it (compared by identity).
 * @param compute - the pure logic, for small inputs (throws ToolInputError for bad input).
 * @param inWorker - the same logic in a worker (e.g. `runWorkerJob(...)` from @handy-tools/compute),
 *   given the abort signal (aborted when the input changes, the job is cancelled or the tool unmounts).
 * @returns the value (current, or the last good one), the error, and pending/cancelled state with
 *   `cancel` and `retry` (show them with {@link DocumentJobStatus}).
 */
export function useDocumentResult<P, T>(
  text: string,
  params: P,
  compute: (text: string, params: P) => T,
  inWorker: (text: string, params: P, signal: AbortSignal) => Promise<T>,
): DocumentResult<T> {
  const deferred = useDeferredValue(text);
  const large = deferred.length >= WORKER_INPUT_CHARS;
  const inline = useMemo(() => (large || deferred.trim() === '' ? null : attempt(() => compute(deferred, params))), [large, deferred, params, compute]);
  const job = useMemo<Job<P> | null>(() => (large ? { text: deferred, params } : null), [large, deferred, params]);
  const [cancelledJob, setCancelledJob] = useState<Job<P> | null>(null);
  const cancelled = job !== null && job === cancelledJob;
  const remote = useAsyncResult(cancelled ? null : job, (r, signal) => inWorker(r.text, r.params, signal));

  let value: T | null = null;
  let error: string | null = null;
  let current = false;
  if (inline) {
    if (inline.error !== undefined) error = inline.error;
    else {
      value = inline.value;
      current = true;
    }
  } else if (remote.status === 'done') {
    value = remote.value;
    current = true;
  } else if (remote.status === 'error') error = remote.message;
  const empty = !large && deferred.trim() === '';

  const [last, setLast] = useState<T | null>(null);
  if (current && value !== last) setLast(value);
  if (empty && last !== null) setLast(null);
  return {
    value: current ? value : empty ? null : last,
    error,
    pending: remote.status === 'pending',
    cancelled,
    cancel: () => setCancelledJob(job),
    retry: () => setCancelledJob(null),
  };
}

/** Progress and Cancel while a worker computes, or "Run again" after cancelling (for {@link useDocumentResult}). */
export function DocumentJobStatus({ result, label }: { result: DocumentResult<unknown>; label: string }) {
  const { t } = useLingui();
  if (result.pending)
    return (
      <Row>
        <Progress label={label} />
        <Button size="small" onClick={result.cancel}>{t`Cancel`}</Button>
      </Row>
    );
  if (result.cancelled)
    return (
      <Row>
        <p role="status">{t`Cancelled.`}</p>
        <Button size="small" onClick={result.retry}>{t`Run again`}</Button>
      </Row>
    );
  return null;
}
