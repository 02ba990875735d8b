// @vitest-environment happy-dom
import { HASH_ALGORITHMS } from '@handy-tools/compute';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FileHasherTool from './FileHasherTool.js';

describe('File Hasher: the "All algorithms" choice', () => {
  it('selects every algorithm, hashes the file with all of them (streamed), and clears them all', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <FileHasherTool />
      </I18nProvider>,
    );
    const all = screen.getByRole('checkbox', { name: 'All algorithms' }) as HTMLInputElement;
    // SHA-256 alone by default: "All algorithms" is mixed.
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    for (const a of HASH_ALGORITHMS) expect((screen.getByRole('checkbox', { name: a }) as HTMLInputElement).checked, a).toBe(true);
    expect(all.indeterminate).toBe(false);

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['abc'], 'abc.txt')] } });
    });
    // Published digests of "abc": BLAKE3 (reference b3sum), SM3 (GB/T 32905 example 1), MD4 (RFC 1320), XXH128 (xxhsum).
    expect((await screen.findByRole('status', { name: 'BLAKE3' }, { timeout: 15_000 })).textContent).toBe('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85');
    expect(screen.getByRole('status', { name: 'SM3' }).textContent).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(screen.getByRole('status', { name: 'MD4' }).textContent).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(screen.getByRole('status', { name: 'XXH128' }).textContent).toBe('06b05ab6733a618578af5f94892f3950');
    expect(screen.getByRole('status', { name: 'SHA-256' }).textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');

    fireEvent.click(all);
    for (const a of HASH_ALGORITHMS) expect((screen.getByRole('checkbox', { name: a }) as HTMLInputElement).checked, a).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Select at least one algorithm.');
  });
});
