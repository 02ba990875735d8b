import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { DEFAULT_MATH_OPTIONS, evaluateLines, type MathLineResult } from './math-evaluator.js';
import type { MathEvaluatorWorkerApi } from './math-evaluator.worker.js';

// A stand-in for the Web Worker: the worker's API exposed with Comlink over a MessageChannel, so
// the client's time limit, Cancel and restart run as in the browser.
let runaway = false;
let started = 0;
let terminated = 0;
class FakeWorker extends EventTarget {
  private readonly port: MessagePort;
  constructor() {
    super();
    started++;
    const { port1, port2 } = new MessageChannel();
    const api: MathEvaluatorWorkerApi = {
      ready: () => true,
      // A runaway evaluation never answers, as `f(40)` with a doubly recursive f.
      evaluate: (text, options) => (runaway ? (new Promise<never>(() => undefined) as unknown as MathLineResult[]) : evaluateLines(text, options)),
    };
    expose(api, port2);
    this.port = port1;
    port1.addEventListener('message', (e) => this.dispatchEvent(new MessageEvent('message', { data: (e as MessageEvent).data })));
    port1.start();
  }
  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer);
  }
  terminate() {
    terminated++;
    this.port.close();
  }
}

describe('evaluateInWorker', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    runaway = false;
    started = 0;
    terminated = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('evaluates in the worker, stops a runaway evaluation at the time limit, and starts afresh after it', async () => {
    const { evaluateInWorker, endEvaluator } = await import('./math-evaluator-client.js');
    const job = { text: '1 + 1', options: DEFAULT_MATH_OPTIONS };
    expect((await evaluateInWorker(job, new AbortController().signal))[0]?.value).toBe('2');

    runaway = true;
    const stopped = evaluateInWorker({ text: 'f(40)', options: DEFAULT_MATH_OPTIONS }, new AbortController().signal, 50);
    await expect(stopped).rejects.toBeInstanceOf(ToolInputError);
    await expect(stopped).rejects.toThrow('Stopped after 0.05 s: the evaluation takes too long');
    expect(terminated).toBe(1);

    runaway = false;
    expect((await evaluateInWorker(job, new AbortController().signal))[0]?.value).toBe('2');
    expect(started).toBe(2);
    endEvaluator();
  });

  it('rejects with an AbortError when cancelled, and terminates the worker', async () => {
    const { evaluateInWorker, endEvaluator } = await import('./math-evaluator-client.js');
    runaway = true;
    const controller = new AbortController();
    const running = evaluateInWorker({ text: 'f(40)', options: DEFAULT_MATH_OPTIONS }, controller.signal, 60_000);
    setTimeout(() => controller.abort(), 20);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(terminated).toBeGreaterThanOrEqual(1);
    endEvaluator();
  });
});
