// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadPasswordAnalyser } from './password-strength-analyser.js';
import PasswordStrengthAnalyserTool from './PasswordStrengthAnalyserTool.js';

// No module workers in happy-dom: the page's client analyses in this thread instead.
vi.mock('./password-strength-client.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password-strength-client.js')>();
  return { ...original, createPasswordAnalysisClient: () => original.createPasswordAnalysisClient(loadPasswordAnalyser) };
});
const realWorker = globalThis.Worker;
Object.assign(globalThis, { Worker: undefined });
afterEach(() => history.replaceState(null, '', '/'));
afterAll(() => {
  Object.assign(globalThis, { Worker: realWorker });
});

const mount = () => render(<I18nProvider i18n={i18n}><UiProvider><PasswordStrengthAnalyserTool /></UiProvider></I18nProvider>);
const output = (name: string) => screen.getByLabelText(name, { selector: 'output' }).textContent;

describe('password strength analyser page', () => {
  it('shows the length, character-set size, entropy and brute-force time beside zxcvbn, and why they differ', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'password' } });
    // 8 lower-case letters: 8 × log2(26) = 37.6 bits; 26^8 / 10^10 s = 20.9 s.
    expect(output('Length')).toBe('8');
    expect(output('Character-set size')).toBe('26');
    expect(output('Brute-force entropy')).toBe('37.6 bits');
    expect(output('Brute-force crack time')).toBe('21 seconds');
    await waitFor(() => expect(output('Why the estimates differ')).toMatch(/^zxcvbn expects about 10\^0\.\d guesses, brute force 10\^11\.3: zxcvbn is 10\^1\d\.\d times faster/), { timeout: 15_000 });
  });
});
