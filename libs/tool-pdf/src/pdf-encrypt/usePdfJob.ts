import { useEffect, useRef, useState } from 'react';
import { ToolInputError } from '@handy-tools/ui/kit';

/** The state of a PDF job: idle, running (with progress), cancelled, done, or failed with a message for users. */
export type PdfJobState<T> =
  | { status: 'idle' }
  | { status: 'running'; progress: number | undefined }
  | { status: 'cancelled' }
  | { status: 'done'; value: T }
  | { status: 'error'; message: string };

/**
 * Runs `run(request)` in the background whenever `request` changes (memoise it), with progress and
 * Cancel; an older job is aborted when a newer request arrives. A ToolInputError becomes
 * `{ status: 'error' }`; any other error is rethrown in render for the tool's error boundary.
 *
 * @param request - what to compute, or null for nothing.
 * @param run - the job; report progress (0–100) through `onProgress`, stop when `signal` aborts.
 * @returns the job's state and `cancel()`.
 */
export function usePdfJob<R, T>(
  request: R | null,
  run: (request: R, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>,
): [PdfJobState<T>, () => void] {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const [state, setState] = useState<PdfJobState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const [bug, setBug] = useState<unknown>(null);
  if (bug) throw bug;
  useEffect(() => {
    if (request === null) {
      setState({ status: 'idle' });
      return;
    }
    const c = new AbortController();
    controller.current = c;
    setState({ status: 'running', progress: undefined });
    runRef.current(request, (progress) => !c.signal.aborted && setState({ status: 'running', progress }), c.signal).then(
      (value) => !c.signal.aborted && setState({ status: 'done', value }),
      (error: unknown) => {
        if (c.signal.aborted) return;
        if (error instanceof ToolInputError) setState({ status: 'error', message: error.message });
        else setBug(error);
      },
    );
    return () => c.abort();
  }, [request]);
  const cancel = () => {
    controller.current?.abort();
    setState({ status: 'cancelled' });
  };
  return [state, cancel];
}
