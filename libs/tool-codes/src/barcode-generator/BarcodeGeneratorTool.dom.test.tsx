// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import BarcodeGeneratorTool from './BarcodeGeneratorTool.js';

const tree = () => (
  <I18nProvider i18n={i18n}>
    <UiProvider>
      <BarcodeGeneratorTool />
    </UiProvider>
  </I18nProvider>
);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea,select' }) as HTMLInputElement;

afterEach(() => history.replaceState(null, '', '/'));

describe('Barcode generator page', () => {
  it('prerenders in Node with the default Code 128 drawn', () => {
    const html = renderToString(tree());
    expect(html).toContain('Code 128 barcode of Handy Tools');
  });

  it('adds an EAN-13 check digit, names a wrong one next to the field, and keeps the text', () => {
    render(tree());
    fireEvent.change(field('Symbology'), { target: { value: 'ean13' } });
    fireEvent.change(field('Data'), { target: { value: '590123412345' } });
    expect(screen.getByText('Check digit 7 added: 5901234123457.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'EAN-13 barcode of 590123412345' })).toBeTruthy();
    fireEvent.change(field('Data'), { target: { value: '5901234123458' } });
    expect(screen.getByText(/should be 7, not 8 \(position 13\)/)).toBeTruthy();
    expect(field('Data').value).toBe('5901234123458');
    expect((screen.getByRole('button', { name: 'Download SVG' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
