// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { afterEach, describe, expect, it } from 'vitest';
import PassphraseGeneratorTool from './PassphraseGeneratorTool.js';

const mount = () => render(<I18nProvider i18n={i18n}><UiProvider><PassphraseGeneratorTool /></UiProvider></I18nProvider>);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;

afterEach(() => history.replaceState(null, '', '/'));

describe('passphrase generator page', () => {
  it('accepts up to 512 words and ends every passphrase with the ending text', () => {
    mount();
    fireEvent.change(field('Number of words'), { target: { value: '512' } });
    fireEvent.change(field('Ending text (suffix)'), { target: { value: '#2026' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const phrases = field('Passphrases').value.split('\n');
    expect(phrases).toHaveLength(5);
    for (const phrase of phrases) {
      expect(phrase.endsWith('#2026')).toBe(true);
      expect(phrase.slice(0, -5).split(' ')).toHaveLength(512);
    }
    // 512 × log2(7776) = 6617.5 bits; the fixed ending adds nothing.
    expect(screen.getByLabelText('Entropy', { selector: 'output' }).textContent).toBe('6617.5 bits');
    fireEvent.change(field('Number of words'), { target: { value: '513' } });
    expect(screen.getByRole('alert').textContent).toBe('Number of words must be a whole number from 1 to 512 (got 513).');
  });
});
