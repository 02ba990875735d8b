// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CrcCalculatorTool from './CrcCalculatorTool.js';

describe('CRC calculator: find by alias, output encodings, CRC-1', () => {
  it('finds CRC-16/IBM-3740 by its alias CRC-16/CCITT-FALSE and writes the check values in each encoding', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <CrcCalculatorTool />
      </I18nProvider>,
    );
    // The table is there from the first render, its cells reserved and empty until the CRCs come.
    expect(screen.getByRole('status', { name: 'CRC-32/ISO-HDLC hex' }).textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: '123456789' } });
    // CRC RevEng catalogue check values; CRC-1 (parity) of "123456789": 33 one bits, so 1.
    await waitFor(() => expect(screen.getByRole('status', { name: 'CRC-32/ISO-HDLC hex' }).textContent).toBe('cbf43926'), { timeout: 10_000 });
    expect(screen.getByRole('status', { name: 'CRC-1 hex' }).textContent).toBe('1');

    fireEvent.change(screen.getByLabelText('Find an algorithm'), { target: { value: 'CRC-16/CCITT-FALSE' } });
    const rows = screen.getByRole('table', { name: 'CRCs of the input' }).querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('CRC-16/IBM-3740');
    expect(screen.getByRole('status', { name: 'CRC-16/IBM-3740 hex' }).textContent).toBe('29b1');
    expect(screen.getByText('“CRC-16/CCITT-FALSE” is CRC-16/IBM-3740 in the CRC catalogue.')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Called CRC16CCITT by some tools');

    // CRC-16/CCITT: the catalogue's alias of CRC-16/KERMIT (check 2189), and IT-Tools' label of IBM-3740 (29b1).
    fireEvent.change(screen.getByLabelText('Find an algorithm'), { target: { value: 'CRC-16/CCITT' } });
    expect(screen.getByText(/^“CRC-16\/CCITT” names more than one algorithm: CRC-16\/KERMIT, CRC-16\/IBM-3740\./)).toBeTruthy();
    const ccitt = screen.getByRole('table', { name: 'CRCs of the input' }).querySelectorAll('tbody tr');
    expect([...ccitt].map((r) => /^CRC-16\/[A-Z0-9-]+?(?=CRC|Called|$)/.exec(r.querySelector('th')!.textContent!)?.[0])).toEqual(['CRC-16/KERMIT', 'CRC-16/IBM-3740']);
    expect(screen.getByRole('status', { name: 'CRC-16/KERMIT hex' }).textContent).toBe('2189');
    fireEvent.change(screen.getByLabelText('Find an algorithm'), { target: { value: 'CRC-16/CCITT-FALSE' } });

    fireEvent.change(screen.getByLabelText('Output encoding'), { target: { value: 'binary' } });
    expect(screen.getByRole('status', { name: 'CRC-16/IBM-3740 binary' }).textContent).toBe('0010100110110001');
    fireEvent.change(screen.getByLabelText('Find an algorithm'), { target: { value: 'zip' } });
    fireEvent.change(screen.getByLabelText('Output encoding'), { target: { value: 'base64url' } });
    expect(screen.getByRole('status', { name: 'CRC-32/ISO-HDLC base64url' }).textContent).toBe('y_Q5Jg');
    expect(screen.getByRole('status', { name: 'CRC-32/ISO-HDLC decimal' }).textContent).toBe(String(0xcbf43926));

    fireEvent.change(screen.getByLabelText('Find an algorithm'), { target: { value: 'CRC-64/XZ' } });
    expect(screen.getByText('No algorithm has this name or alias.')).toBeTruthy();
  });
});
