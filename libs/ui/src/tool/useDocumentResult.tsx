import { useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
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

/**
 * Computes a result on the page's thread for small requests and in a Web Worker for large ones, with
 * cancel; keeps the last good value while the worker computes the current request or the request
 * is wrong, so nothing jumps. The general form of {@link useDocumentResult}, for requests that are
 * more than one text (two lists, a text and a language…).
 *
 * @param request - what to compute (memoise it: compared by identity), or null for nothing.
 * @param isLarge - whether a request goes to the worker (e.g. its text is over a measured size).
 * @param compute - the pure logic, for small requests (throws ToolInputError for bad input).
 * @param inWorker - the same logic in a worker (e.g. `runWorkerJob(...)` from @handy-tools/compute),
 *   given the abort signal (aborted when the request changes, the job is cancelled or the tool unmounts).
 * @returns {@link DocumentResult}: `pending` is true from the moment a large request is made (before
 *   React renders it), so progress shows at once; show the state with {@link DocumentJobStatus}.
 */
export function useJobResult<R, T>(
  request: R | null,
  isLarge: (request: R) => boolean,
  compute: (request: R) => T,
  inWorker: (request: R, signal: AbortSignal) => Promise<T>,
): DocumentResult<T> {
  const deferred = useDeferredValue(request);
  const large = deferred !== null && isLarge(deferred);
  const inline = useMemo(() => (deferred === null || large ? null : attempt(() => compute(deferred))), [deferred, large, compute]);
  const [cancelledRequest, setCancelledRequest] = useState<R | null>(null);
  const cancelled = large && deferred === cancelledRequest;
  const remote = useAsyncResult(large && !cancelled ? deferred : null, inWorker);

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

  const [last, setLast] = useState<T | null>(null);
  if (current && value !== last) setLast(value);
  if (deferred === null && last !== null) setLast(null);
  return {
    value: current ? value : deferred === null ? null : last,
    error,
    pending: remote.status === 'pending' || (request !== deferred && request !== null && isLarge(request)),
    cancelled,
    cancel: () => setCancelledRequest(deferred),
    retry: () => setCancelledRequest(null),
  };
}

interface DocumentJob<P> {
  text: string;
  params: P;
}

/**
 * Computes a tool's result from a document: inline (deferred) below `threshold` characters
 * ({@link WORKER_INPUT_CHARS} by default), in a Web Worker from that size on, with cancel. Keeps the
 * last good value while the input is wrong or being computed; a blank document has no result.
 *
 * @param text - the document (typed text or an opened file's text).
 * @param params - the options; memoise it (compared by identity).
 * @param compute - the pure logic, for small inputs (throws ToolInputError for bad input).
 * @param inWorker - the same logic in a worker (e.g. `runWorkerJob(...)` from @handy-tools/compute),
 *   given the abort signal (aborted when the input changes, the job is cancelled or the tool unmounts).
 * @param threshold - the length in UTF-16 code units from which the worker computes (measure the
 *   tool's logic: a task on the page should stay under ~100 ms).
 * @returns the value (current, or the last good one), the error, and pending/cancelled state with
 *   `cancel` and `retry` (show them with {@link DocumentJobStatus}).
 */
export function useDocumentResult<P, T>(
  text: string,
  params: P,
  compute: (text: string, params: P) => T,
  inWorker: (text: string, params: P, signal: AbortSignal) => Promise<T>,
  threshold: number = WORKER_INPUT_CHARS,
): DocumentResult<T> {
  const blank = text.length < threshold && text.trim() === '';
  const request = useMemo<DocumentJob<P> | null>(() => (blank ? null : { text, params }), [blank, text, params]);
  const isLarge = useCallback((r: DocumentJob<P>) => r.text.length >= threshold, [threshold]);
  const computeJob = useCallback((r: DocumentJob<P>) => compute(r.text, r.params), [compute]);
  const inWorkerJob = useCallback((r: DocumentJob<P>, signal: AbortSignal) => inWorker(r.text, r.params, signal), [inWorker]);
  return useJobResult(request, isLarge, computeJob, inWorkerJob);
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
