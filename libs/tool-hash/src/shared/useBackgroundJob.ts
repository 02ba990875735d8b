import { isAbortError } from '@handy-tools/compute';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ToolInputError } from '@handy-tools/ui/kit';

/** What a job started by {@link useBackgroundJob} receives: report progress, stop on abort. */
export interface BackgroundJobOptions {
  /** Report the fraction done, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborted when the job is cancelled or replaced: pass it on (e.g. to `runWorkerJob`, which terminates the worker). */
  signal?: AbortSignal;
}

/** The state of a background job run by {@link useBackgroundJob}. */
export interface BackgroundJobState<T> {
  running: boolean;
  /** Fraction done, 0 to 1, while running. */
  progress: number;
  /** The last result, for the request it was computed for (compared with `===`). */
  result?: { for: unknown; value: T };
  /** The user-facing error of the last run. */
  error?: string;
  /** Whether the last run was cancelled by the user. */
  cancelled: boolean;
}

const IDLE = { running: false, progress: 0, cancelled: false } as const;

/**
 * Runs one slow job at a time (bcrypt, Argon2…) with progress and cancel: starting a new job
 * cancels the previous one quietly, as does unmounting or `reset()`; `cancel()` is the user's
 * Cancel and is reported (`cancelled: true`). `request` identifies the inputs a result belongs
 * to, so a stale result is never shown for new inputs: a string, or a memoised object (compared
 * by identity, so megabytes of input are never compared or copied into a key). A job's `ToolInputError` becomes `error`;
 * an `AbortError` is a cancel.
 *
 * @returns the state, `start(request, run)`, `cancel()` and `reset()`.
 */
export function useBackgroundJob<T>() {
  const [state, setState] = useState<BackgroundJobState<T>>(IDLE);
  const controller = useRef<AbortController | null>(null);
  // The job the user cancelled: the only one whose abort is reported.
  const cancelledByUser = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    cancelledByUser.current = controller.current;
    controller.current?.abort();
    controller.current = null;
  }, []);

  const reset = useCallback(() => {
    const running = controller.current;
    controller.current = null;
    running?.abort();
    setState(IDLE);
  }, []);

  const start = useCallback((request: unknown, run: (job: BackgroundJobOptions) => Promise<T>) => {
    const previous = controller.current;
    const ctrl = new AbortController();
    controller.current = ctrl;
    previous?.abort();
    setState((s) => ({ ...s, running: true, progress: 0, error: undefined, cancelled: false }));
    run({ signal: ctrl.signal, onProgress: (progress) => controller.current === ctrl && setState((s) => ({ ...s, progress })) }).then(
      (value) => {
        if (controller.current !== ctrl) return;
        controller.current = null;
        setState({ running: false, progress: 1, result: { for: request, value }, cancelled: false });
      },
      (e: unknown) => {
        if (isAbortError(e)) {
          // Only the job the user cancelled reports it; a job replaced or reset stays quiet.
          if (cancelledByUser.current === ctrl) setState((s) => ({ ...s, running: false, cancelled: true }));
          return;
        }
        if (controller.current !== ctrl) return;
        controller.current = null;
        const error = e instanceof ToolInputError ? e.message : `Unexpected error: ${e instanceof Error ? e.message : String(e)}`;
        setState({ running: false, progress: 0, error, cancelled: false });
      },
    );
  }, []);

  useEffect(() => () => controller.current?.abort(), []);
  return { state, start, cancel, reset };
}
