// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import HexFileConverterTool from './HexFileConverterTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <HexFileConverterTool />
    </I18nProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/hex-file-converter');
});

describe('HEX file converter: byte prefix and separator of plain hex', () => {
  it('shows the prefix and separator choices for plain hex only', () => {
    renderTool();
    expect(screen.queryByLabelText('Byte prefix')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Plain hex' }));
    expect(field('Byte prefix')).toBeTruthy();
    expect(field('Byte separator')).toBeTruthy();
  });

  it('keeps a custom prefix field open while typing, and reads hex written with that prefix back', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Plain hex' }));
    fireEvent.change(field('Byte prefix'), { target: { value: 'custom' } });
    // "0" then "0x": the text equals a preset, but the custom field stays.
    fireEvent.change(field('Custom prefix'), { target: { value: '0' } });
    expect(screen.getByText(/ends with a hex digit/)).toBeTruthy();
    fireEvent.change(field('Custom prefix'), { target: { value: '0x' } });
    expect(field('Custom prefix').value).toBe('0x');
    expect(screen.queryByText(/ends with a hex digit/)).toBeNull();

    fireEvent.change(field('Custom prefix'), { target: { value: '#' } });
    await act(async () => {
      fireEvent.change(field('Hex or hex dump'), { target: { value: '#48 #65 #6c' } });
    });
    expect(screen.getByLabelText('Decoded size').textContent).toBe('3 bytes');
  });
});
