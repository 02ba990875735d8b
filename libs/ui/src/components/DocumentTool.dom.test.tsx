// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTool, type DocumentToolOutput } from './DocumentTool.js';
import { UiProvider } from './Tooltip.js';

// A tool that upper-cases its input, says it read a lower-case letter as such (a notice about the
// input) and warns about digits in the output.
const compute = (text: string): DocumentToolOutput => ({
  output: text.toUpperCase(),
  notices: /[a-z]/.test(text) ? ['Read lower-case letters as upper-case.'] : [],
  warnings: /\d/.test(text) ? ['Digits are kept as they are.'] : [],
});

function Tool({ input, plain = false }: { input: string; plain?: boolean }) {
  // A tool without notes may return the output text alone.
  const logic = plain ? (text: string) => text.toUpperCase() : compute;
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <DocumentTool
          inputLabel="Input"
          outputLabel="Output"
          input={input}
          onInput={() => {}}
          params={null}
          compute={logic}
          computeInWorker={async (text) => logic(text)}
          accept=".txt"
          fileName="out.txt"
          mimeType="text/plain"
          noticesTitle="About the letters"
        />
      </UiProvider>
    </I18nProvider>
  );
}

describe('DocumentTool', () => {
  it('shows notices about the input under the input, apart from the warnings about the output', async () => {
    const { rerender } = render(<Tool input="ab1" />);
    await waitFor(() => expect((screen.getByLabelText('Output') as HTMLTextAreaElement).value).toBe('AB1'));
    const notice = screen.getByTestId('input-notice');
    expect(notice.textContent).toBe('Read lower-case letters as upper-case.');
    const box = notice.closest('[role="status"]')!;
    expect(box.textContent).toContain('About the letters');
    // Under the input, in the input's column: the smallest element holding both holds no output.
    const input = screen.getByLabelText('Input');
    expect(input.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    let column: Element | null = box.parentElement;
    while (column && !column.contains(input)) column = column.parentElement;
    expect(column?.contains(screen.getByLabelText('Output'))).toBe(false);
    const warning = screen.getByText('Digits are kept as they are.');
    expect(warning.closest('ul')?.textContent).not.toContain('lower-case');

    rerender(<Tool input="AB" />);
    await waitFor(() => expect((screen.getByLabelText('Output') as HTMLTextAreaElement).value).toBe('AB'));
    expect(screen.queryByTestId('input-notice')).toBeNull();
    expect(screen.queryByText('Digits are kept as they are.')).toBeNull();
  });

  it('takes a plain text output from a tool that never has notes', async () => {
    render(<Tool input="ab1" plain />);
    await waitFor(() => expect((screen.getByLabelText('Output') as HTMLTextAreaElement).value).toBe('AB1'));
    expect(screen.queryByTestId('input-notice')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
