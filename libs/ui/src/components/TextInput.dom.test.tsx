// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LARGE_TEXT_CHARS, LARGE_TEXT_PREVIEW_CHARS } from './large-text.js';
import { TextInput } from './TextInput.js';
import { UiProvider } from './Tooltip.js';

let seen = '';
let changes = 0;

function Harness({ initial = 'ab', readOnly = false }: { initial?: string; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    seen = value;
  });
  return (
    <TextInput
      label="Your text"
      value={value}
      onChange={
        readOnly
          ? undefined
          : (v) => {
              changes++;
              setValue(v);
            }
      }
      readOnly={readOnly}
      multiline
    />
  );
}

const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}><UiProvider>{node}</UiProvider></I18nProvider>);
const field = () => screen.getByLabelText('Your text') as HTMLTextAreaElement;
/** 300 000 characters on one line, as a pasted Base64 blob. */
const BIG = 'QUJD'.repeat(75_000);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('TextInput with a long value', () => {
  it('applies a big paste itself (the textarea never holds it) and shows the summary, keeping focus', async () => {
    wrap(<Harness />);
    const ta = field();
    ta.focus();
    ta.setSelectionRange(1, 1);
    changes = 0;
    const notPrevented = fireEvent.paste(ta, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? BIG : '') } });
    expect(notPrevented).toBe(false);
    expect(changes).toBe(1);
    expect(seen).toBe(`a${BIG}b`);
    // The same, labelled textarea now shows the beginning, read-only, described by the summary.
    expect(field()).toBe(ta);
    expect(ta.readOnly).toBe(true);
    expect(ta.value).toBe(`a${BIG}b`.slice(0, LARGE_TEXT_PREVIEW_CHARS));
    expect(document.activeElement).toBe(ta);
    const summary = (await screen.findByRole('status'));
    expect(summary.textContent).toContain('300,002 characters');
    expect(summary.textContent).toMatch(/300 kB loaded/);
    expect(ta.getAttribute('aria-describedby')?.split(' ')).toContain(summary.id);
  });

  it('lets a short paste through to the textarea', () => {
    wrap(<Harness />);
    changes = 0;
    const notPrevented = fireEvent.paste(field(), { clipboardData: { getData: () => 'short' } });
    expect(notPrevented).toBe(true);
    expect(changes).toBe(0);
  });

  it('switches to the summary at once when the value is set from outside (native setter + input event)', async () => {
    wrap(<Harness />);
    fireEvent.change(field(), { target: { value: BIG } });
    expect(seen).toBe(BIG);
    expect(field().readOnly).toBe(true);
    expect(field().value.length).toBe(LARGE_TEXT_PREVIEW_CHARS);
    expect((await screen.findByRole('button', { name: 'Edit anyway' }))).toBeTruthy();
  });

  it('keeps the value until cleared; Clear empties it and gives the textarea back, focused', async () => {
    wrap(<Harness initial={BIG} />);
    expect(seen).toBe(BIG);
    expect(field().readOnly).toBe(true);
    fireEvent.click((await screen.findByRole('button', { name: 'Clear' })));
    expect(seen).toBe('');
    expect(field().readOnly).toBe(false);
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('edits anyway on request, and goes back to the summary', async () => {
    wrap(<Harness initial={BIG} />);
    fireEvent.click((await screen.findByRole('button', { name: 'Edit anyway' })));
    expect(field().readOnly).toBe(false);
    expect(field().value).toBe(BIG);
    fireEvent.change(field(), { target: { value: `${BIG}!` } });
    expect(seen).toBe(`${BIG}!`);
    fireEvent.click((await screen.findByRole('button', { name: 'Show the summary' })));
    expect(field().readOnly).toBe(true);
    expect(seen).toBe(`${BIG}!`);
  });

  it('replaces the value from a file, read as UTF-8', async () => {
    wrap(<Harness initial={BIG} />);
    expect((await screen.findByRole('button', { name: 'Replace from file' }))).toBeTruthy();
    // The button opens a file picker made on demand (none sits in the page): choose a file in it.
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      expect(this.type).toBe('file');
      fireEvent.change(this, { target: { files: [new File([new TextEncoder().encode('héllo ✓')], 'small.txt', { type: 'text/plain' })] } });
    });
    expect(document.querySelector('input[type=file]')).toBeNull();
    await act(async () => {
      fireEvent.click((await screen.findByRole('button', { name: 'Replace from file' })));
      await new Promise((r) => setTimeout(r, 20));
    });
    click.mockRestore();
    expect(seen).toBe('héllo ✓');
    expect(field().readOnly).toBe(false);
    expect(field().value).toBe('héllo ✓');
  });

  it('takes a dropped file, a big one straight into the summary', async () => {
    wrap(<Harness />);
    const file = new File([BIG], 'blob.b64', { type: 'text/plain' });
    await act(async () => {
      fireEvent.drop(field(), { dataTransfer: { files: [file], types: ['Files'] } });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(seen).toBe(BIG);
    expect(field().readOnly).toBe(true);
    expect((await screen.findByRole('status')).textContent).toContain('300,000 characters');
  });

  it('offers "Open file" on a short editable field only', () => {
    wrap(<Harness />);
    expect(screen.getByRole('button', { name: 'Open file' })).toBeTruthy();
  });

  it('shows the beginning of a long read-only value, with Download and no editing actions', async () => {
    wrap(<Harness initial={BIG} readOnly />);
    expect(field().value.length).toBe(LARGE_TEXT_PREVIEW_CHARS);
    expect((await screen.findByRole('button', { name: 'Download' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit anyway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open file' })).toBeNull();
    expect(BIG.length).toBeGreaterThan(LARGE_TEXT_CHARS);
  });
});
