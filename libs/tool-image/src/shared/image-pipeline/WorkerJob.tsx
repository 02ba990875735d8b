// A job the image tools run in a Web Worker, with progress and Cancel, and the status row that shows it.
import { Alert, Button, Progress, ToolInputError, useAsyncResult, type AsyncResult } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import styles from './pipeline.module.css';

/** True for the AbortError a job throws when its signal is aborted. */
export const isAbort = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'AbortError';

/** What {@link useWorkerJob} returns. */
export interface WorkerJobRun<T, P = number> {
  result: AsyncResult<T>;
  /** The latest progress the job reported, null before the first report. */
  progress: P | null;
  /** Stops the running job (its worker is terminated). */
  cancel: () => void;
  /** The current job was cancelled. */
  cancelled: boolean;
  /** Runs a cancelled job again. */
  retry: () => void;
}

/**
 * Runs `run(request)` whenever the request changes (the previous job's signal is aborted, so its
 * worker is terminated), with progress and Cancel. An abort never shows as an error; an error that
 * is not a `ToolInputError` becomes one (its message shown next to the job).
 *
 * @param request - what to run, or null; compared by identity (memoise it).
 * @param run - starts the job: pass `signal` to `runWorkerJob` and call `onProgress` (wrap it in
 *   comlink's `proxy` to hand it to a worker).
 * @returns {@link WorkerJobRun}.
 */
export function useWorkerJob<R, T, P = number>(
  request: R | null,
  run: (request: R, signal: AbortSignal, onProgress: (progress: P) => void) => Promise<T>,
): WorkerJobRun<T, P> {
  const [cancelledRequest, setCancelled] = useState<R | null>(null);
  const [progress, setProgress] = useState<P | null>(null);
  const active = request !== null && request !== cancelledRequest ? request : null;
  const result = useAsyncResult(active, (r: R, signal) => {
    setProgress(null);
    return run(r, signal, setProgress).catch((error: unknown) => {
      if (isAbort(error)) return new Promise<never>(() => undefined); // a newer request took over
      if (error instanceof ToolInputError) throw error;
      throw new ToolInputError(error instanceof Error ? error.message : String(error));
    });
  });
  return {
    result,
    progress,
    cancel: () => setCancelled(request),
    cancelled: request !== null && request === cancelledRequest,
    retry: () => setCancelled(null),
  };
}

/** Props of {@link JobStatus}. */
export interface JobStatusProps {
  run: Pick<WorkerJobRun<unknown, unknown>, 'result' | 'cancel' | 'cancelled' | 'retry'>;
  /** The progress bar's label while the job runs. */
  label: string;
  /** Done so far, 0–1; null when unknown. */
  fraction: number | null;
  /** What to show when the job is done (a `role="status"` summary). */
  children?: ReactNode;
}

/** The status row of a job: progress and Cancel while it runs, Run again once cancelled, its error, then `children`. */
export function JobStatus({ run, label, fraction, children }: JobStatusProps) {
  const { t } = useLingui();
  const { result } = run;
  return (
    <div className={styles.status} aria-live="polite">
      {result.status === 'pending' && (
        <>
          <Progress label={label} value={fraction === null ? undefined : Math.round(fraction * 100)} />
          <Button size="small" onClick={run.cancel}>
            {t`Cancel`}
          </Button>
        </>
      )}
      {run.cancelled && (
        <>
          <span>{t`Cancelled.`}</span>
          <Button size="small" onClick={run.retry}>
            {t`Run again`}
          </Button>
        </>
      )}
      {result.status === 'error' && <Alert type="error">{result.message}</Alert>}
      {children}
    </div>
  );
}
