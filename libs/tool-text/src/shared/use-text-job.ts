import { attempt, useAsyncResult } from '@handy-tools/ui';
import { useDeferredValue, useMemo, useState } from 'react';

/** What {@link useTextJob} returns. */
export interface TextJob<T> {
  /** The current result, or the last one while a worker computes the current request (null at first). */
  value: T | null;
  /** The message of a ToolInputError for the current request, or null. */
  error: string | null;
  /** A worker is computing the current request. */
  pending: boolean;
  /** The visitor cancelled the current request. */
  cancelled: boolean;
  cancel: () => void;
  retry: () => void;
}

/**
 * Computes a text tool's result on the page's thread for small requests and in a Web Worker for
 * large ones (with cancel), keeping the last result while the worker runs so nothing jumps.
 *
 * @param request - what to compute (memoise it: compared by identity), or null for nothing.
 * @param isLarge - whether a request goes to the worker (e.g. its text is over a measured size).
 * @param compute - the pure logic, for small requests (throws ToolInputError for bad input).
 * @param inWorker - the same in a worker (`runWorkerJob`), aborted with its signal.
 * @returns {@link TextJob}.
 */
export function useTextJob<R, T>(request: R | null, isLarge: (request: R) => boolean, compute: (request: R) => T, inWorker: (request: R, signal: AbortSignal) => Promise<T>): TextJob<T> {
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
  return {
    value: current ? value : deferred === null ? null : last,
    error,
    pending: remote.status === 'pending' || (request !== deferred && request !== null && isLarge(request)),
    cancelled,
    cancel: () => setCancelledRequest(deferred),
    retry: () => setCancelledRequest(null),
  };
}
