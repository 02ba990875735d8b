// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.js';
import { ButtonsSelect } from './ButtonsSelect.js';
import { matchesAccept } from './FileUpload.js';
import { IndentSelect } from './IndentSelect.js';
import { Select } from './Select.js';
import { TextInput } from './TextInput.js';
import { UiProvider } from './Tooltip.js';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}><UiProvider>{node}</UiProvider></I18nProvider>);

function Controlled() {
  const [value, setValue] = useState('42');
  return <TextInput label="Port" value={value} onChange={setValue} rules={[{ message: 'Enter a number from 1 to 65535', validate: (v) => /^\d+$/.test(v) && +v >= 1 && +v <= 65535 }]} />;
}

describe('TextInput', () => {
  it('shows the first failing rule next to the field and marks it invalid', () => {
    wrap(<Controlled />);
    const input = screen.getByLabelText('Port');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '70000' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 1 to 65535');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((input as HTMLInputElement).value).toBe('70000');
  });

  it('shows a caller error and a copy button when copyable', () => {
    wrap(<TextInput label="Output" value="abc" readOnly copyable error="Bad input at line 2" />);
    expect(screen.getByRole('alert').textContent).toBe('Bad input at line 2');
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
  });
});

describe('Select and ButtonsSelect', () => {
  it('filters options when searchable and reports the chosen value', () => {
    const onChange = vi.fn();
    wrap(<Select label="Algorithm" searchable value="sha256" onChange={onChange} options={[{ label: 'SHA-256', value: 'sha256' }, { label: 'MD5', value: 'md5' }, 'sha1']} />);
    const select = screen.getByLabelText('Algorithm') as HTMLSelectElement;
    expect(select.options.length).toBe(3);
    fireEvent.change(screen.getByLabelText('Filter options'), { target: { value: 'md' } });
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['sha256', 'md5']);
    fireEvent.change(select, { target: { value: 'md5' } });
    expect(onChange).toHaveBeenCalledWith('md5');
  });

  it('marks the chosen button as pressed', () => {
    const onChange = vi.fn();
    wrap(<ButtonsSelect label="Case" value="lower" onChange={onChange} options={['lower', 'upper']} />);
    expect(screen.getByRole('button', { name: 'lower' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'upper' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'upper' }));
    expect(onChange).toHaveBeenCalledWith('upper');
  });
});

describe('Alert', () => {
  it('announces errors and shows the title', () => {
    wrap(<Alert type="error" title="Invalid JSON">Line 3, column 5</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Invalid JSON');
  });
});

describe('matchesAccept', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.PDF', type: '' }, '.pdf,.txt')).toBe(true);
    expect(matchesAccept({ name: 'a.zip', type: 'application/zip' }, 'image/*,.pdf')).toBe(false);
    expect(matchesAccept({ name: 'a.zip', type: 'application/zip' }, '')).toBe(true);
  });
});


describe('IndentSelect', () => {
  it('offers one line, 1 to 8 spaces and Tab, and reports a number or "tab"', () => {
    const onChange = vi.fn();
    wrap(<IndentSelect tab value={2} onChange={onChange} />);
    const select = screen.getByLabelText('Indent') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'None (one line)', '1 space', '2 spaces', '3 spaces', '4 spaces', '5 spaces', '6 spaces', '7 spaces', '8 spaces', 'Tab',
    ]);
    expect(select.value).toBe('2');
    fireEvent.change(select, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(select, { target: { value: 'tab' } });
    expect(onChange).toHaveBeenLastCalledWith('tab');
  });

  it('starts at one space and has no Tab for YAML', () => {
    wrap(<IndentSelect min={1} value={2} onChange={() => undefined} label="YAML indent" />);
    const values = Array.from((screen.getByLabelText('YAML indent') as HTMLSelectElement).options).map((o) => o.value);
    expect(values).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });
});
