// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Bip39GeneratorTool from './Bip39GeneratorTool.js';

const VALID = 'Valid mnemonic: the checksum matches.';
const tree = () => (
  <I18nProvider i18n={i18n}>
    <UiProvider>
      <Bip39GeneratorTool />
    </UiProvider>
  </I18nProvider>
);

describe('BIP39 generator: no layout shift when the first mnemonic arrives', () => {
  it('reserves the status line in the prerendered HTML, and fills that same line once the word list has loaded', async () => {
    // The prerendered page (no word list yet, no mnemonic): the status line is there, empty, and
    // reserves the room of its message (`ht-reserve` shows `data-reserve` invisibly while empty).
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree());
    const prerendered = host.querySelector('[role="status"]');
    expect(prerendered).not.toBeNull();
    expect(prerendered!.textContent).toBe('');
    expect(prerendered!.classList.contains('ht-reserve')).toBe(true);
    expect(prerendered!.getAttribute('data-reserve')).toBe(VALID);

    // In the browser: the word list loads, a mnemonic is generated, and the message takes its
    // reserved place: the same element, between the mnemonic and the entropy fields.
    render(tree());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status.textContent).toBe(VALID), { timeout: 10_000 });
    expect(status.getAttribute('data-reserve')).toBe(VALID);
    const mnemonic = screen.getByLabelText('Mnemonic', { selector: 'textarea' }) as HTMLTextAreaElement;
    expect(mnemonic.value.trim().split(/\s+/)).toHaveLength(12);
    expect(mnemonic.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
