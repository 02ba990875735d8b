import { useCallback, useEffect, useRef, useState } from 'react';
import { ToolInputError } from '@handy-tools/ui/kit';
import { isBcryptAbort, type BcryptJobOptions } from './bcrypt-client.js';

/** The state of a background job run by {@link useBcryptJob}. */
export interface BcryptJobState<T> {
  running: boolean;
  /** Fraction done, 0 to 1, while running. */
  progress: number;
  /** The last result, for the request it was computed for. */
  result?: { for: string; value: T };
  /** The user-facing error of the last run. */
  error?: string;
  /** Whether the last run was cancelled. */
  cancelled: boolean;
}

/**
 * Runs one bcrypt job at a time (hashing or comparing) with progress and cancel: starting a new
 * job cancels the previous one, as does unmounting. `request` identifies the inputs a result
 * belongs to, so a stale result is never shown for new inputs.
 *
 * @returns the state, `start(request, run)` and `cancel()`.
 */
export function useBcryptJob<T>() {
  const [state, setState] = useState<BcryptJobState<T>>({ running: false, progress: 0, cancelled: false });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const start = useCallback((request: string, run: (job: BcryptJobOptions) => Promise<T>) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState((s) => ({ ...s, running: true, progress: 0, error: undefined, cancelled: false }));
    run({ signal: ctrl.signal, onProgress: (progress) => !ctrl.signal.aborted && setState((s) => ({ ...s, progress })) }).then(
      (value) => {
        if (controller.current !== ctrl) return;
        controller.current = null;
        setState({ running: false, progress: 1, result: { for: request, value }, cancelled: false });
      },
      (e: unknown) => {
        if (isBcryptAbort(e)) {
          // Only the job the user cancelled reports it; a job replaced by a newer one stays quiet.
          if (controller.current === null) setState((s) => ({ ...s, running: false, cancelled: true }));
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
  return { state, start, cancel };
}
