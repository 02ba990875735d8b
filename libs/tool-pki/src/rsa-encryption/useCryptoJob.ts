import { useAsyncResult, type AsyncResult } from '@handy-tools/ui';
import { useEffect, useState } from 'react';

/** What {@link useCryptoJob} returns. */
export interface CryptoJob<T> {
  result: AsyncResult<T>;
  /** True once the job has been pending for a moment: time to show progress and Cancel. */
  slow: boolean;
  /** Whether the visitor cancelled the job for the current request. */
  cancelled: boolean;
  cancel: () => void;
  retry: () => void;
}

/**
 * Runs a crypto job for the current request (see `useAsyncResult`), with Cancel: cancelling drops
 * the request, which aborts the job (its worker is terminated) until the request changes or
 * `retry()` is called. `slow` turns true after `delayMs` of waiting, so a quick job never flashes
 * a progress bar.
 *
 * @param request - what to compute (memoised), or null.
 * @param run - the job, given the request and an abort signal.
 * @param delayMs - how long a job runs before it counts as slow (default 250 ms).
 */
export function useCryptoJob<R, T>(request: R | null, run: (request: R, signal: AbortSignal) => Promise<T>, delayMs = 250): CryptoJob<T> {
  const [cancelledFor, setCancelledFor] = useState<R | null>(null);
  const cancelled = request !== null && request === cancelledFor;
  const result = useAsyncResult(cancelled ? null : request, run);
  const pending = result.status === 'pending';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs, request]);
  return { result, slow: slow && pending, cancelled, cancel: () => setCancelledFor(request), retry: () => setCancelledFor(null) };
}
