import { useEffect, useRef, useState } from 'react';
import { ToolInputError } from './tool-input-error.js';

/**
 * The state of an asynchronous computation of a tool's current input: `idle` (nothing to
 * compute), `pending` (computing), `done` with its value, or `error` with a message for users.
 */
export type AsyncResult<T> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; value: T } | { status: 'error'; message: string };

/**
 * Runs `run(request)` whenever `request` changes and returns the result of the current request
 * only: a slower answer to an older request is dropped, so the page never shows an output for
 * input that is no longer there. A `ToolInputError` becomes `{ status: 'error', message }`; any
 * other error is rethrown during render, so the tool's error boundary reports it.
 *
 * @param request - what to compute, or null when there is nothing to compute; compared by
 *   identity, so memoise it (`useMemo`) from the inputs it depends on.
 * @param run - the computation (the latest function passed is used; it need not be memoised).
 *   Its signal is aborted when the request changes or the tool unmounts: pass it on to
 *   `runWorkerJob` (libs/compute) so a worker computing an outdated request is terminated.
 * @returns the result for `request`.
 */
export function useAsyncResult<R, T>(request: R | null, run: (request: R, signal: AbortSignal) => Promise<T>): AsyncResult<T> {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const [settled, setSettled] = useState<{ request: R | null; result: AsyncResult<T> }>({ request: null, result: { status: 'idle' } });
  useEffect(() => {
    if (request === null) return;
    let live = true;
    const controller = new AbortController();
    runRef.current(request, controller.signal).then(
      (value) => {
        if (live) setSettled({ request, result: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ToolInputError) setSettled({ request, result: { status: 'error', message: error.message } });
        else
          setSettled(() => {
            throw error;
          });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [request]);
  if (request === null) return { status: 'idle' };
  return settled.request === request ? settled.result : { status: 'pending' };
}
