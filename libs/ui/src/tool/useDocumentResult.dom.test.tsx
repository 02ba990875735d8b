// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from './tool-input-error.js';
import { useDocumentResult, useJobResult, type DocumentResult } from './useDocumentResult.js';

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const show = (r: DocumentResult<string>) => `value=${r.value} error=${r.error} pending=${r.pending} cancelled=${r.cancelled}`;

// Upper-cases a text; "bad" is a ToolInputError; texts of 5 characters or more are "large".
const compute = (text: string) => {
  if (text === 'bad') throw new ToolInputError('bad input');
  return text.toUpperCase();
};
const isLarge = (text: string) => text.length >= 5;

function JobProbe({ request, inWorker }: { request: string | null; inWorker: (r: string, signal: AbortSignal) => Promise<string> }) {
  const result = useJobResult(request, isLarge, compute, inWorker);
  return (
    <>
      <p data-testid="out">{show(result)}</p>
      <button onClick={result.cancel}>cancel</button>
      <button onClick={result.retry}>retry</button>
    </>
  );
}

describe('useJobResult', () => {
  it('computes small requests on the page, large ones in the worker, keeping the last value meanwhile', async () => {
    const jobs = new Map<string, ReturnType<typeof deferred<string>>>();
    const inWorker = (r: string) => {
      jobs.set(r, deferred<string>());
      return jobs.get(r)!.promise;
    };
    const { rerender } = render(<JobProbe request="abc" inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=ABC error=null pending=false cancelled=false');
    expect(jobs.size).toBe(0);

    rerender(<JobProbe request="abcdef" inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=ABC error=null pending=true cancelled=false');
    await act(async () => jobs.get('abcdef')!.resolve('worker:ABCDEF'));
    expect(screen.getByTestId('out').textContent).toBe('value=worker:ABCDEF error=null pending=false cancelled=false');
  });

  it('names a bad input and keeps the last good value; no request means no value', () => {
    const inWorker = () => new Promise<string>(() => undefined);
    const { rerender } = render(<JobProbe request="ok" inWorker={inWorker} />);
    rerender(<JobProbe request="bad" inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=OK error=bad input pending=false cancelled=false');
    rerender(<JobProbe request={null} inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=null error=null pending=false cancelled=false');
  });

  it('cancel aborts the worker job; retry runs it again', async () => {
    const signals: AbortSignal[] = [];
    const inWorker = (_: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    render(<JobProbe request="abcdef" inWorker={inWorker} />);
    expect(signals).toHaveLength(1);
    await act(async () => screen.getByText('cancel').click());
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.getByTestId('out').textContent).toBe('value=null error=null pending=false cancelled=true');
    await act(async () => screen.getByText('retry').click());
    expect(signals).toHaveLength(2);
    expect(screen.getByTestId('out').textContent).toContain('pending=true cancelled=false');
  });
});

function DocumentProbe({ text, inWorker }: { text: string; inWorker: (t: string, p: null, signal: AbortSignal) => Promise<string> }) {
  const result = useDocumentResult(text, null, compute, inWorker, 5);
  return <p data-testid="out">{show(result)}</p>;
}

describe('useDocumentResult', () => {
  it('uses the worker from the threshold on, and a blank document has no result', async () => {
    const calls: string[] = [];
    const inWorker = async (t: string) => {
      calls.push(t);
      return `worker:${t}`;
    };
    const { rerender } = render(<DocumentProbe text="abcd" inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=ABCD error=null pending=false cancelled=false');
    await act(async () => rerender(<DocumentProbe text="abcde" inWorker={inWorker} />));
    expect(calls).toEqual(['abcde']);
    expect(screen.getByTestId('out').textContent).toBe('value=worker:abcde error=null pending=false cancelled=false');
    rerender(<DocumentProbe text="   " inWorker={inWorker} />);
    expect(screen.getByTestId('out').textContent).toBe('value=null error=null pending=false cancelled=false');
  });
});
