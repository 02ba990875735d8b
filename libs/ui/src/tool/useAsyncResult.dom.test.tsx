// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from './tool-input-error.js';
import { useAsyncResult } from './useAsyncResult.js';

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Probe({ request, run }: { request: string | null; run: (r: string, signal: AbortSignal) => Promise<string> }) {
  const result = useAsyncResult(request, run);
  return <p data-testid="out">{result.status === 'done' ? `done:${result.value}` : result.status === 'error' ? `error:${result.message}` : result.status}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p data-testid="out">boundary:{this.state.error}</p> : this.props.children;
  }
}

describe('useAsyncResult', () => {
  it('is idle without a request, pending while it runs, then done', async () => {
    const jobs = new Map<string, ReturnType<typeof deferred<string>>>();
    const run = (r: string) => {
      jobs.set(r, deferred<string>());
      return jobs.get(r)!.promise;
    };
    const { rerender } = render(<Probe request={null} run={run} />);
    expect(screen.getByTestId('out').textContent).toBe('idle');
    rerender(<Probe request="a" run={run} />);
    expect(screen.getByTestId('out').textContent).toBe('pending');
    await act(async () => jobs.get('a')!.resolve('A'));
    expect(screen.getByTestId('out').textContent).toBe('done:A');
  });

  it('aborts the signal of an outdated request', async () => {
    const signals = new Map<string, AbortSignal>();
    const run = (r: string, signal: AbortSignal) => {
      signals.set(r, signal);
      return new Promise<string>(() => undefined);
    };
    const { rerender, unmount } = render(<Probe request="a" run={run} />);
    rerender(<Probe request="b" run={run} />);
    expect(signals.get('a')!.aborted).toBe(true);
    expect(signals.get('b')!.aborted).toBe(false);
    unmount();
    expect(signals.get('b')!.aborted).toBe(true);
  });

  it('never shows the answer to an older request, even when it arrives last', async () => {
    const jobs = new Map<string, ReturnType<typeof deferred<string>>>();
    const run = (r: string) => {
      jobs.set(r, deferred<string>());
      return jobs.get(r)!.promise;
    };
    const { rerender } = render(<Probe request="old" run={run} />);
    rerender(<Probe request="new" run={run} />);
    await act(async () => jobs.get('new')!.resolve('NEW'));
    await act(async () => jobs.get('old')!.resolve('OLD'));
    expect(screen.getByTestId('out').textContent).toBe('done:NEW');
  });

  it('turns a ToolInputError into a message and sends any other error to the error boundary', async () => {
    const { rerender } = render(<Probe request="x" run={() => Promise.reject(new ToolInputError('Wrong passphrase.'))} />);
    await act(async () => undefined);
    expect(screen.getByTestId('out').textContent).toBe('error:Wrong passphrase.');
    const original = console.error;
    console.error = () => undefined; // React logs the error the boundary catches
    try {
      rerender(
        <Boundary>
          <Probe request="y" run={() => Promise.reject(new TypeError('bug'))} />
        </Boundary>,
      );
      await act(async () => undefined);
    } finally {
      console.error = original;
    }
    expect(screen.getByTestId('out').textContent).toBe('boundary:bug');
  });
});
