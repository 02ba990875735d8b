// @vitest-environment happy-dom
import { createAbortError } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBackgroundJob, type BackgroundJobOptions } from './useBackgroundJob.js';

/** A job that settles when told, and rejects with an AbortError when its signal aborts (as runWorkerJob does). */
function controllable() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  let options!: BackgroundJobOptions;
  const run = (job: BackgroundJobOptions) => {
    options = job;
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
      job.signal?.addEventListener('abort', () => rej(createAbortError()));
    });
  };
  return { run, resolve: (v: string) => resolve(v), reject: (e: unknown) => reject(e), progress: (f: number) => options.onProgress?.(f) };
}

describe('useBackgroundJob', () => {
  it('reports progress, then the result for its request', async () => {
    const { result } = renderHook(() => useBackgroundJob<string>());
    const job = controllable();
    act(() => result.current.start('a', job.run));
    expect(result.current.state.running).toBe(true);
    act(() => job.progress(0.5));
    expect(result.current.state.progress).toBe(0.5);
    await act(async () => job.resolve('A'));
    expect(result.current.state).toMatchObject({ running: false, result: { for: 'a', value: 'A' }, cancelled: false });
  });

  it('a user cancel is reported; a job replaced by a newer one or reset stays quiet', async () => {
    const { result } = renderHook(() => useBackgroundJob<string>());
    const first = controllable();
    const second = controllable();
    act(() => result.current.start('a', first.run));
    await act(async () => result.current.start('b', second.run)); // replaces the first (aborted quietly)
    expect(result.current.state).toMatchObject({ running: true, cancelled: false });
    await act(async () => result.current.cancel());
    expect(result.current.state).toMatchObject({ running: false, cancelled: true });

    const third = controllable();
    act(() => result.current.start('c', third.run));
    await act(async () => result.current.reset());
    expect(result.current.state).toEqual({ running: false, progress: 0, cancelled: false });
  });

  it('a ToolInputError becomes the error message; other errors are named unexpected', async () => {
    const { result } = renderHook(() => useBackgroundJob<string>());
    const job = controllable();
    act(() => result.current.start('a', job.run));
    await act(async () => job.reject(new ToolInputError('The salt is too short.')));
    expect(result.current.state).toMatchObject({ running: false, error: 'The salt is too short.' });
    const other = controllable();
    act(() => result.current.start('b', other.run));
    await act(async () => other.reject(new Error('boom')));
    expect(result.current.state.error).toBe('Unexpected error: boom');
  });
});
