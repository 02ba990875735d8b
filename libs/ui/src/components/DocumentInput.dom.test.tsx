// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PREVIEW_CHARS, DocumentInput, type OpenedDocument } from './DocumentInput.js';
import { UiProvider } from './Tooltip.js';

let seen: { text: string; document: OpenedDocument | null } = { text: '', document: null };

function Harness() {
  const [text, setText] = useState('typed');
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  useEffect(() => {
    seen = { text, document };
  });
  return <DocumentInput label="JSON" value={text} onChange={setText} document={document} onDocument={setDocument} />;
}

describe('DocumentInput', () => {
  it('edits the typed text, then uses an opened file whole while previewing its start, then goes back', async () => {
    render(<I18nProvider i18n={i18n}><UiProvider><Harness /></UiProvider></I18nProvider>);
    fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{"a":1}' } });
    expect(seen.text).toBe('{"a":1}');

    const big = `[${'1,'.repeat(DOCUMENT_PREVIEW_CHARS)}1]`;
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([big], 'big.json', { type: 'application/json' })] } });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(seen.document?.name).toBe('big.json');
    expect(seen.document?.text).toBe(big);
    expect(seen.document?.file.size).toBe(big.length);
    const field = screen.getByLabelText('JSON') as HTMLTextAreaElement;
    expect(field.readOnly).toBe(true);
    expect(field.value.length).toBeLessThan(big.length);
    expect(screen.getByText(/From the file big\.json/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Type text instead' }));
    expect(seen.document).toBeNull();
    expect((screen.getByLabelText('JSON') as HTMLTextAreaElement).value).toBe('{"a":1}');
  });
});
