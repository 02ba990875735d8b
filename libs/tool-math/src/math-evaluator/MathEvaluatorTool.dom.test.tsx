// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import type { MathJob } from './math-evaluator-client.js';
import { evaluateLines } from './math-evaluator.js';

// The worker client, replaced: `f(40)` runs until aborted, `slow()` hits the time limit, the rest
// is evaluated at once.
const aborted: string[] = [];
vi.mock('./math-evaluator-client.js', () => ({
  evaluateInWorker: (job: MathJob, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      if (job.text.includes('f(40)')) {
        signal.addEventListener('abort', () => {
          aborted.push(job.text);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      } else if (job.text.includes('slow()')) {
        reject(new ToolInputError('Stopped after 5 s: the evaluation takes too long (a huge factorial, power or matrix?). Change the expressions to try again.'));
      } else {
        resolve(evaluateLines(job.text, job.options));
      }
    }),
  endEvaluator: () => undefined,
}));

const { default: MathEvaluatorTool } = await import('./MathEvaluatorTool.js');

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <MathEvaluatorTool />
    </I18nProvider>,
  );
}
const expressions = () => screen.getByLabelText('Expressions') as HTMLTextAreaElement;
const lineResult = (n: number) => screen.queryByLabelText(`Result of line ${n}`);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/math-evaluator');
  aborted.length = 0;
});
afterEach(cleanup);

describe('Math evaluator UI', () => {
  it('shows a result per line, the first error next to the field, and the last result', async () => {
    renderTool();
    fireEvent.change(expressions(), { target: { value: 'a = 2\na * 3\n2 +' } });
    await waitFor(() => expect(lineResult(2)?.textContent).toBe('6'));
    expect(screen.getByRole('alert').textContent).toBe('Line 3, column 4: Unexpected end of expression.');
    expect(screen.getByLabelText('Last result').textContent).toBe('6');
  });

  it('Cancel stops the evaluation of the expressions in the field, even before the debounce ends; new input runs again', async () => {
    renderTool();
    fireEvent.change(expressions(), { target: { value: 'f(40)' } });
    // At once, before the 150 ms debounce has passed.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cancelled: the evaluation was stopped.')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.getByText('Cancelled: the evaluation was stopped.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    // Cancel while it runs: the job's signal is aborted.
    fireEvent.change(expressions(), { target: { value: 'f(40) + 1' } });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(aborted).toEqual(['f(40) + 1']));
    expect(screen.getByText('Cancelled: the evaluation was stopped.')).toBeTruthy();

    fireEvent.change(expressions(), { target: { value: '2 inch to cm' } });
    await waitFor(() => expect(lineResult(1)?.textContent).toBe('5.08 cm'));
  });

  it('shows the time limit message next to the field', async () => {
    renderTool();
    fireEvent.change(expressions(), { target: { value: 'slow()' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Stopped after 5 s/));
  });
});
