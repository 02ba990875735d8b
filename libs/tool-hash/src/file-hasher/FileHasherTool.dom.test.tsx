// @vitest-environment happy-dom
import { HASH_ALGORITHMS } from '@handy-tools/compute';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    // The digests' boxes are there (empty, their room reserved) from the start of hashing.
    await waitFor(() => expect(screen.getByRole('status', { name: 'BLAKE3' }).textContent).toBe('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85'), {
      timeout: 15_000,
    });
    expect(screen.getByRole('status', { name: 'SM3' }).textContent).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(screen.getByRole('status', { name: 'MD4' }).textContent).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(screen.getByRole('status', { name: 'XXH128' }).textContent).toBe('06b05ab6733a618578af5f94892f3950');
    expect(screen.getByRole('status', { name: 'SHA-256' }).textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');

    fireEvent.click(all);
    for (const a of HASH_ALGORITHMS) expect((screen.getByRole('checkbox', { name: a }) as HTMLInputElement).checked, a).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Select at least one algorithm.');
  });
});

describe('File Hasher: nothing moves when the digests arrive', () => {
  it('shows the Digests card with every digest box reserved while hashing, then fills the same boxes', async () => {
    try {
      render(
        <I18nProvider i18n={i18n}>
          <FileHasherTool />
        </I18nProvider>,
      );
      // SHA-256 is selected by default; add MD5.
      fireEvent.click(screen.getByRole('checkbox', { name: 'MD5' }));
      // Before any file: the status line names the algorithms.
      const idle = screen.getByText(/^Choose a file to hash it with/);
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      act(() => {
        fireEvent.change(input, { target: { files: [new File(['abc'], 'abc.txt')] } });
      });
      // Hashing: the idle line keeps its room (empty, reserved with its own text); the card and
      // both boxes are there, empty, reserving their encoded length (32 and 64 hex digits).
      expect(idle.textContent).toBe('');
      expect(idle.classList.contains('ht-reserve')).toBe(true);
      expect(idle.getAttribute('data-reserve')).toMatch(/^Choose a file to hash it with/);
      const md5 = screen.getByRole('status', { name: 'MD5' });
      const sha256 = screen.getByRole('status', { name: 'SHA-256' });
      expect(md5.getAttribute('data-reserve')).toHaveLength(32);
      expect(sha256.getAttribute('data-reserve')).toHaveLength(64);
      expect(screen.getByRole('progressbar', { name: 'Hashing abc.txt' })).toBeTruthy();
      // Done: the same elements hold the published digests of "abc" (RFC 1321, FIPS 180-4), and
      // the progress bar stays, full, with the figures.
      await waitFor(() => expect(sha256.textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'), { timeout: 15_000 });
      expect(md5.textContent).toBe('900150983cd24fb0d6963f7d28e17f72');
      expect(screen.getByRole('status', { name: 'MD5' })).toBe(md5);
      expect(screen.getByRole('progressbar', { name: 'Hashed abc.txt' }).getAttribute('aria-valuenow')).toBe('100');
      expect(screen.getByText(/^3 B hashed in/)).toBeTruthy();
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
