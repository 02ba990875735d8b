import { runWorkerJob } from '@handy-tools/compute';
import { attempt, isLargeText, useAsyncResult, type DocumentResult } from '@handy-tools/ui';
import { useMemo, useState } from 'react';
import type { CodecJob, CodecOptions, CodecResult } from './codec-jobs.js';
import type { CodecWorkerApi } from './codec.worker.js';

/**
 * Runs a conversion of `CODEC_JOBS` in the family's worker (terminated when `signal` aborts).
 *
 * @param job - the conversion's name.
 * @param text - its input.
 * @param options - its options (structured-cloned).
 * @param signal - aborting terminates the worker and rejects with an `AbortError`.
 * @returns the conversion's result.
 * @throws the conversion's `ToolInputError`, restored; an Error when the worker fails.
 */
export function runCodecJob<J extends CodecJob>(job: J, text: string, options: CodecOptions<J>, signal?: AbortSignal): Promise<CodecResult<J>> {
  return runWorkerJob<CodecWorkerApi, CodecResult<J>>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./codec.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-codec' }),
    (api) => api.run(job, text, options) as Promise<CodecResult<J>>,
    signal,
  );
}

/**
 * A conversion of the current input: computed on the page for a text the field can show
 * (`isLargeText` false), in the family's worker for a longer one, with cancel. Show its
 * `pending`/`cancelled` state with `DocumentJobStatus`.
 *
 * @param job - the conversion's name (the worker runs it for long texts).
 * @param text - the input.
 * @param options - the options, JSON-like (compared by value).
 * @param compute - the same conversion on the page (the tool's logic function), for short texts.
 * @returns the value or the error message of the current input, and the job's state.
 */
export function useCodecResult<J extends CodecJob>(job: J, text: string, options: CodecOptions<J>, compute: (text: string, options: CodecOptions<J>) => CodecResult<J>): DocumentResult<CodecResult<J>> {
  // Options are compared by value: the same options give the same object, so no new request.
  const optionsKey = JSON.stringify(options ?? null);
  const stableOptions = useMemo(() => (JSON.parse(optionsKey) ?? undefined) as CodecOptions<J>, [optionsKey]);
  const large = isLargeText(text);
  const inline = useMemo(() => (large ? null : attempt(() => compute(text, stableOptions))), [large, text, stableOptions, compute]);
  const request = useMemo(() => (large ? { text, options: stableOptions } : null), [large, text, stableOptions]);
  const [cancelled, setCancelled] = useState<typeof request>(null);
  const remote = useAsyncResult(request !== null && request === cancelled ? null : request, (r, signal) => runCodecJob(job, r.text, r.options, signal));
  const isCancelled = request !== null && request === cancelled;
  const settled = inline ?? (remote.status === 'done' ? { value: remote.value } : remote.status === 'error' ? { error: remote.message } : null);
  return {
    value: settled?.value ?? null,
    error: settled?.error ?? null,
    pending: remote.status === 'pending',
    cancelled: isCancelled,
    cancel: () => setCancelled(request),
    retry: () => setCancelled(null),
  };
}
