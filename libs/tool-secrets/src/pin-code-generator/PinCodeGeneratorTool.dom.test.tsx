// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { afterEach, describe, expect, it } from 'vitest';
import PinCodeGeneratorTool from './PinCodeGeneratorTool.js';

const mount = () => render(<I18nProvider i18n={i18n}><UiProvider><PinCodeGeneratorTool /></UiProvider></I18nProvider>);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;

afterEach(() => history.replaceState(null, '', '/'));

describe('PIN code generator page', () => {
  it('makes 512-digit PINs without runs or sequences, with the count in scientific notation', () => {
    mount();
    fireEvent.change(field('Length'), { target: { value: '512' } });
    fireEvent.click(screen.getByLabelText(/^No runs or sequences/));
    expect(screen.queryByRole('alert')).toBeNull();
    const pins = field('PIN codes').value.split('\n');
    expect(pins).toHaveLength(5);
    for (const pin of pins) {
      expect(pin).toMatch(/^[0-9]{512}$/);
      expect(/(\d)\1\1/.test(pin)).toBe(false); // no three equal digits in a row
    }
    expect(screen.getByText(/possible PINs\)/).textContent).toMatch(/\(\d\.\d\d × 10\^50\d possible PINs\)/);
    fireEvent.change(field('Length'), { target: { value: '513' } });
    expect(screen.getByRole('alert').textContent).toBe('Length must be a whole number from 3 to 512 (got 513).');
  });
});
