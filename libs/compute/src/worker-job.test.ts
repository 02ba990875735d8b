import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { isAbortError } from './hash/abort.js';
import { createWarmWorker, exposeWorkerApi, restoreWorkerError } from './worker-job.js';

// A stand-in for a Web Worker: Comlink talks to the API over a MessageChannel in this thread.
interface Api {
  square(n: number): number;
  /** Never settles (a computation that does not end). */
  forever(): Promise<never>;
  fail(message: string): never;
  /** Throws a ToolInputError at line 3, column 8 (position 20). */
  failAt(message: string): never;
  /** Throws a value that is not an Error. */
  throwText(text: string): never;
}

function fakeWorkers() {
  const made: { terminated: boolean; fireError: (message: string) => void }[] = [];
  const spawn = () => {
    const { port1, port2 } = new MessageChannel();
    const api: Api = {
      square: (n) => n * n,
      forever: () => new Promise<never>(() => undefined),
      fail: (message) => {
        throw new ToolInputError(message);
      },
      failAt: (message) => {
        throw new ToolInputError(message, { line: 3, column: 8, position: 20 });
      },
      throwText: (text) => {
        throw text; // what a careless library might do
      },
    };
    exposeWorkerApi(api, port2);
    const errorListeners: ((e: { message: string }) => void)[] = [];
    const record = { terminated: false, fireError: (message: string) => errorListeners.forEach((l) => l({ message })) };
    made.push(record);
    const worker = {
      postMessage: (message: unknown, transfer?: Transferable[]) => port1.postMessage(message, transfer ?? []),
      addEventListener: (type: string, listener: EventListener) =>
        type === 'error' ? errorListeners.push(listener as unknown as (e: { message: string }) => void) : port1.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListener) => port1.removeEventListener(type, listener),
      start: () => port1.start(),
      terminate: () => {
        record.terminated = true;
        port1.close();
        port2.close();
      },
    };
    return worker as unknown as Worker;
  };
  return { made, spawn };
}

describe('createWarmWorker', () => {
  it('keeps one worker for the jobs that follow one another', async () => {
    const { made, spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    expect(await warm.run((api) => api.square(3))).toBe(9);
    expect(await warm.run((api) => api.square(4))).toBe(16);
    expect(made).toHaveLength(1);
    warm.terminate();
    expect(made[0]!.terminated).toBe(true);
  });

  it('gives back a ToolInputError thrown in the worker as a ToolInputError with its message', async () => {
    const { spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    const error = await warm.run((api) => api.fail('Line 1, column 4: bad')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toBe('Line 1, column 4: bad');
    warm.terminate();
  });

  it('gives back the line, column and position of a ToolInputError (exposeWorkerApi; Comlink alone drops them)', async () => {
    const { spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    const error = await warm.run((api) => api.failAt('Line 3, column 8: unexpected }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ message: 'Line 3, column 8: unexpected }', line: 3, column: 8, position: 20 });
    // A thrown value that is not an Error arrives as it was thrown.
    expect(await warm.run((api) => api.throwText('plain')).catch((e: unknown) => e)).toBe('plain');
    warm.terminate();
  });

  it('cancelling a running job rejects it at once and ends the worker; the next job starts a new one', async () => {
    const { made, spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    const controller = new AbortController();
    const running = warm.run((api) => api.forever(), controller.signal);
    controller.abort();
    await expect(running).rejects.toSatisfy(isAbortError);
    expect(made[0]!.terminated).toBe(true);
    expect(await warm.run((api) => api.square(5))).toBe(25);
    expect(made).toHaveLength(2);
    await expect(warm.run((api) => api.square(1), AbortSignal.abort())).rejects.toSatisfy(isAbortError);
    warm.terminate();
  });

  it('aborting a job that has settled keeps the worker', async () => {
    const { made, spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    const controller = new AbortController();
    expect(await warm.run((api) => api.square(2), controller.signal)).toBe(4);
    controller.abort();
    expect(made[0]!.terminated).toBe(false);
    expect(await warm.run((api) => api.square(6))).toBe(36);
    expect(made).toHaveLength(1);
    warm.terminate();
  });

  it('ends the worker after idleMs without a job', async () => {
    const { made, spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn, { idleMs: 20 });
    await warm.run((api) => api.square(2));
    expect(made[0]!.terminated).toBe(false);
    await expect.poll(() => made[0]!.terminated, { timeout: 2_000 }).toBe(true);
    expect(await warm.run((api) => api.square(7))).toBe(49);
    expect(made).toHaveLength(2);
    warm.terminate();
  });

  it('a worker that fails rejects its running job with an Error and is replaced', async () => {
    const { made, spawn } = fakeWorkers();
    const warm = createWarmWorker<Api>(spawn);
    const running = warm.run((api) => api.forever());
    made[0]!.fireError('out of memory');
    await expect(running).rejects.toThrow('The worker failed: out of memory');
    expect(made[0]!.terminated).toBe(true);
    expect(await warm.run((api) => api.square(8))).toBe(64);
    expect(made).toHaveLength(2);
    warm.terminate();
  });
});

describe('restoreWorkerError', () => {
  it('turns a plain Error named ToolInputError (as Comlink sends it) back into a ToolInputError with its place', () => {
    const sent = Object.assign(new Error('Line 3, column 8: unexpected }'), { name: 'ToolInputError', line: 3, column: 8, position: 20 });
    const restored = restoreWorkerError(sent);
    expect(restored).toBeInstanceOf(ToolInputError);
    expect(restored).toMatchObject({ message: 'Line 3, column 8: unexpected }', line: 3, column: 8, position: 20 });
  });

  it('leaves other errors, and fields that are not numbers, alone', () => {
    const other = new TypeError('boom');
    expect(restoreWorkerError(other)).toBe(other);
    expect(restoreWorkerError('text')).toBe('text');
    const odd = restoreWorkerError(Object.assign(new Error('bad'), { name: 'ToolInputError', line: '3' }));
    expect(odd).toBeInstanceOf(ToolInputError);
    expect((odd as ToolInputError).line).toBeUndefined();
  });
});
