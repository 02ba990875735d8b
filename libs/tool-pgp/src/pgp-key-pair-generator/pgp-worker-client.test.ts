import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { isAbortError, runPgpWorker, servePgpWorker, WarmPgpWorker } from './pgp-worker-client.js';

/** A Worker stand-in: the page side of a worker whose scope is served by `servePgpWorker` in this thread. */
class FakeWorker extends EventTarget {
  terminated = false;
  private readonly scope: { onmessage: ((e: MessageEvent) => void) | null; postMessage: (m: unknown) => void };
  constructor(handle: (request: string, onProgress: (f: number) => void) => Promise<unknown>) {
    super();
    this.scope = { onmessage: null, postMessage: (m) => queueMicrotask(() => !this.terminated && this.dispatchEvent(new MessageEvent('message', { data: m }))) };
    servePgpWorker<string>(this.scope, handle);
  }
  postMessage(data: unknown) {
    queueMicrotask(() => this.scope.onmessage?.(new MessageEvent('message', { data })));
  }
  terminate() {
    this.terminated = true;
  }
}

const echo = async (request: string, onProgress: (f: number) => void) => {
  if (request === 'bad') throw new ToolInputError('Bad input at 1');
  if (request === 'slow') await new Promise((r) => setTimeout(r, 50));
  onProgress(0.5);
  return request.toUpperCase();
};

describe('worker protocol', () => {
  it('runs a job in a fresh worker, relays progress, restores ToolInputError and terminates the worker', async () => {
    const workers: FakeWorker[] = [];
    const spawn = () => {
      const w = new FakeWorker(echo);
      workers.push(w);
      return w as unknown as Worker;
    };
    const seen: number[] = [];
    await expect(runPgpWorker<string>(spawn, 'abc', { onProgress: (f) => seen.push(f) })).resolves.toBe('ABC');
    expect(seen).toEqual([0.5]);
    const error = await runPgpWorker(spawn, 'bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as Error).message).toBe('Bad input at 1');
    expect(workers.every((w) => w.terminated)).toBe(true);
    const ctrl = new AbortController();
    const slow = runPgpWorker(spawn, 'slow', { signal: ctrl.signal });
    ctrl.abort();
    expect(isAbortError(await slow.catch((e: unknown) => e))).toBe(true);
  });

  it('keeps a warm worker between jobs, and ends it when a running job is aborted', async () => {
    const workers: FakeWorker[] = [];
    const warm = new WarmPgpWorker(() => {
      const w = new FakeWorker(echo);
      workers.push(w);
      return w as unknown as Worker;
    });
    await expect(warm.run('a')).resolves.toBe('A');
    await expect(warm.run('b')).resolves.toBe('B');
    expect(workers).toHaveLength(1);
    const ctrl = new AbortController();
    const slow = warm.run('slow', { signal: ctrl.signal });
    ctrl.abort();
    expect(isAbortError(await slow.catch((e: unknown) => e))).toBe(true);
    expect(workers[0]?.terminated).toBe(true);
    await expect(warm.run('c')).resolves.toBe('C');
    expect(workers).toHaveLength(2);
    await expect(warm.run('bad')).rejects.toThrow(ToolInputError);
    warm.terminate();
    expect(workers[1]?.terminated).toBe(true);
  });
});
