// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import TextToNatoAlphabetTool from './TextToNatoAlphabetTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <TextToNatoAlphabetTool />
    </I18nProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/text-to-nato-alphabet');
});

describe('Text to NATO alphabet: choice of alphabet', () => {
  it('spells with the chosen alphabet; ICAO figures and pronunciation only for ICAO', () => {
    renderTool();
    fireEvent.change(field('Text to spell'), { target: { value: 'Müller 3' } });
    expect(field('NATO spelling').value).toBe('Mike ü Lima Lima Echo Romeo / Three');
    fireEvent.click(screen.getByRole('button', { name: 'Tree, Niner (as spoken)' }));
    expect(field('NATO spelling').value).toBe('Mike ü Lima Lima Echo Romeo / Tree');

    // DIN 5009:2022.
    fireEvent.change(field('Spelling alphabet'), { target: { value: 'de' } });
    expect(field('NATO spelling').value).toBe('München Umlaut Unna Leipzig Leipzig Essen Rostock / Drei');
    expect(screen.queryByLabelText('Show ICAO pronunciation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tree, Niner (as spoken)' })).toBeNull();
  });
});
