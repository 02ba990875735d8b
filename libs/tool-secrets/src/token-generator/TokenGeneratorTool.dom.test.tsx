// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { afterEach, describe, expect, it } from 'vitest';
import TokenGeneratorTool from './TokenGeneratorTool.js';

const mount = () => render(<I18nProvider i18n={i18n}><UiProvider><TokenGeneratorTool /></UiProvider></I18nProvider>);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;

afterEach(() => history.replaceState(null, '', '/'));

describe('token generator page', () => {
  it('makes several tokens, one per line, without the excluded characters', () => {
    mount();
    expect(field('Token').value).toMatch(/^[A-Za-z0-9]{64}$/);
    fireEvent.change(field('Number of tokens'), { target: { value: '25' } });
    fireEvent.change(field('Length'), { target: { value: '40' } });
    fireEvent.change(field('Excluded characters'), { target: { value: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ13579' } });
    const tokens = field('Tokens').value.split('\n');
    expect(tokens).toHaveLength(25);
    for (const token of tokens) expect(token).toMatch(/^[02468]{40}$/);
    expect(screen.getByRole('button', { name: 'Copy all tokens' })).toBeTruthy();
    // 40 × log2(5) = 92.9 bits per token
    expect(screen.getByLabelText('Entropy', { selector: 'output' }).textContent).toBe('92.9 bits');
  });

  it('says so next to the field when the exclusions leave nothing, and keeps the text', () => {
    mount();
    fireEvent.click(screen.getByLabelText('Uppercase (A–Z)'));
    fireEvent.click(screen.getByLabelText('Lowercase (a–z)'));
    fireEvent.change(field('Excluded characters'), { target: { value: '0123456789' } });
    expect(screen.getByRole('alert').textContent).toBe('Every character of the chosen sets is excluded: remove some excluded characters or choose another set.');
    expect(field('Excluded characters').value).toBe('0123456789');
    expect(field('Token').value).toBe('');
    fireEvent.change(field('Number of tokens'), { target: { value: '1001' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Number of tokens must be a whole number from 1 to 1000 (got 1001).');
  });
});
