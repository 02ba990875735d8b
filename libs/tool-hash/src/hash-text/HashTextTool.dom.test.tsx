// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { decodeStateFragment, STATE_FRAGMENT_PARAM, ToolHostContext, toolStorageKey, type ToolShare } from '@handy-tools/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MORE_HASH_TEXT_ALGORITHMS } from './hash-text.js';
import HashTextTool from './HashTextTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <HashTextTool />
    </I18nProvider>,
  );
}

/** Renders the tool as the tool page hosts it (storage, address, share link); returns its share handle. */
function renderHostedTool() {
  const share: { current: ToolShare | null } = { current: null };
  render(
    <I18nProvider i18n={i18n}>
      <ToolHostContext.Provider value={{ key: 'hash-text', registerShare: (s) => (share.current = s) }}>
        <HashTextTool />
      </ToolHostContext.Provider>
    </I18nProvider>,
  );
  return share;
}

/** The message a field shows (its first `aria-describedby` element). */
const fieldMessage = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Opens the password hashing section (its code loads on demand). */
async function openPasswordHashing() {
  fireEvent.click(screen.getByRole('button', { name: 'Derive a key from the text with Argon2 or PBKDF2' }));
  await screen.findByLabelText('Salt');
}
const output = (name: string) => screen.getByRole('status', { name });

const DEFAULTS = ['MD5', 'SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'SHA-512', 'SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'RIPEMD-160'];

describe('Hash text: the common algorithms, more on demand, long texts and password hashing', () => {
  it('shows the common set; "More algorithms" adds Keccak-512 with its other name and the checksums apart', async () => {
    renderTool();
    type('Your text to hash', 'abc');
    // SHA-256("abc"), FIPS 180-4 example.
    await waitFor(() => expect(output('SHA-256').textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'));
    for (const a of DEFAULTS) expect(output(a).textContent, a).not.toBe('');
    expect(screen.queryByRole('status', { name: 'Keccak-512' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Checksums (fast, not for security)' })).toBeNull();

    const more = screen.getByText('More algorithms');
    expect(more.tagName).toBe('SUMMARY');
    // The checklist loads when the section is first opened.
    expect(screen.queryByRole('group', { name: 'Also show these digests' })).toBeNull();
    fireEvent.click(more);
    const group = await screen.findByRole('group', { name: 'Also show these digests' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Keccak-512' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'XXH3' }));
    // Keccak-512("abc"), original padding: CryptoJS's "SHA3".
    await screen.findByText('18587dc2ea106b9a1563e32b3312421ca164c7f1f07bc922a9c83d77cea3a1e5d0c69910739025372dc14ac9642629379540c17e2a65b19d77aa511a9d00bb96', undefined, { timeout: 10_000 });
    expect(screen.getByText('Called "SHA3" by CryptoJS and tools built on it')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Checksums (fast, not for security)' })).toBeTruthy();
    // XXH3 of "abc": xxhsum 0.8, seed 0 (loaded on demand from the compute core).
    await waitFor(() => expect(output('XXH3').textContent).toBe('78af5f94892f3950'), { timeout: 10_000 });

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Keccak-512' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Keccak-512' })).toBeNull());
    expect(output('SHA-256').textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('"All algorithms" in "More algorithms" adds every other digest (computed on demand) and removes them again', async () => {
    renderTool();
    type('Your text to hash', 'abc');
    fireEvent.click(screen.getByText('More algorithms'));
    const group = await screen.findByRole('group', { name: 'Also show these digests' });
    const all = within(group).getByRole('checkbox', { name: 'All algorithms' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    for (const a of MORE_HASH_TEXT_ALGORITHMS) expect((within(group).getByRole('checkbox', { name: a }) as HTMLInputElement).checked, a).toBe(true);
    // Published digests of "abc": ISO/IEC 10118-3 Whirlpool, GB/T 32905 SM3 example 1, RFC 1320 MD4,
    // RFC 7693 Appendix B BLAKE2s-256, xxhsum XXH64 (seed 0).
    await waitFor(
      () =>
        expect(output('Whirlpool').textContent).toBe(
          '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5',
        ),
      { timeout: 10_000 },
    );
    expect(output('SM3').textContent).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    expect(output('MD4').textContent).toBe('a448017aaf21d8525fc10ae87aa6729d');
    expect(output('BLAKE2s-256').textContent).toBe('508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982');
    expect(output('XXH64').textContent).toBe('44bc2cf5ad770999');
    for (const a of [...DEFAULTS, ...MORE_HASH_TEXT_ALGORITHMS]) expect(output(a).textContent, a).not.toBe('');

    fireEvent.click(all);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Whirlpool' })).toBeNull());
    for (const a of MORE_HASH_TEXT_ALGORITHMS) expect(screen.queryByRole('status', { name: a }), a).toBeNull();
    expect(output('SHA-256').textContent).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes a text at the worker threshold in the background, with progress, cancel and again', async () => {
    renderTool();
    type('Your text to hash', 'a'.repeat(1_000_000));
    expect(screen.getByRole('progressbar', { name: 'Hashing the text' })).toBeTruthy();
    expect(output('SHA-256').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel hashing' }));
    await screen.findByText('Hashing cancelled');
    expect(screen.queryByRole('progressbar', { name: 'Hashing the text' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hash again' }));
    // One million "a": FIPS 180-2 appendix B.3 (SHA-256), appendix A.3 (SHA-1).
    await waitFor(() => expect(output('SHA-256').textContent).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'), { timeout: 10_000 });
    expect(output('SHA-1').textContent).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
    expect(screen.queryByText('Hashing cancelled')).toBeNull();
  });

  it('waits for a salt, derives the reference Argon2id vector in the background, and explains bad parameters', async () => {
    renderTool();
    // Nothing of password hashing is shown until it is opened.
    expect(screen.queryByLabelText('Salt')).toBeNull();
    await openPasswordHashing();
    // Argon2's parameters only (the default function is Argon2id).
    for (const label of ['Iterations (t)', 'Memory (m, KiB)', 'Parallelism (p)', 'Hash length (bytes)']) expect(screen.getByLabelText(label), label).toBeTruthy();
    expect(screen.queryByLabelText('Iterations (c)')).toBeNull();
    expect(screen.queryByLabelText('PBKDF2 hash function')).toBeNull();
    type('Your text to hash', 'password');
    expect(screen.getByText('Enter a salt (or make a random one) to derive a key with Argon2id.')).toBeTruthy();
    expect(output('Derived key').textContent).toBe('');
    type('Salt', 'somesalt');
    type('Memory (m, KiB)', '256');
    // phc-winner-argon2 src/test.c: Argon2id v=19, t=2, m=256, p=1, "password", "somesalt".
    await screen.findByText('$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4', undefined, { timeout: 10_000 });
    expect(output('Derived key').textContent).toBe('9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe');

    type('Memory (m, KiB)', 'lots');
    const memory = screen.getByLabelText('Memory (m, KiB)');
    expect(document.getElementById(memory.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('Memory (m) must be a whole number; found "lots".');
    expect(output('Derived key').textContent).toBe('');
  });

  it('mixes in a secret key (K) as OpenSSL does, explains a bad one, and keeps it out of storage and the address', async () => {
    localStorage.clear();
    history.replaceState(null, '', '/hash-text');
    try {
      const share = renderHostedTool();
      await openPasswordHashing();
      type('Your text to hash', 'password');
      type('Salt', 'somesalt');
      type('Memory (m, KiB)', '256');
      // phc-winner-argon2 src/test.c (no secret key).
      await waitFor(() => expect(output('Derived key').textContent).toBe('9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe'), { timeout: 10_000 });
      const secretField = screen.getByLabelText('Secret key (K, optional)') as HTMLInputElement;
      expect(secretField.type).toBe('password');

      // OpenSSL's Argon2id (node:crypto), same parameters with K = "pepper".
      const expected = argon2Sync('argon2id', { message: 'password', nonce: 'somesalt', secret: 'pepper', parallelism: 1, tagLength: 32, memory: 256, passes: 2 }).toString('hex');
      fireEvent.click(within(screen.getByRole('group', { name: 'Secret key format' })).getByRole('button', { name: 'Hex' }));
      type('Secret key (K, optional)', '7065707065zz');
      expect(fieldMessage('Secret key (K, optional)')).toBe('The secret key: "z" at position 11 is not a hexadecimal digit (0–9, a–f).');
      await waitFor(() => expect(output('Derived key').textContent).toBe(''));
      type('Secret key (K, optional)', '706570706572');
      await waitFor(() => expect(output('Derived key').textContent).toBe(expected), { timeout: 10_000 });
      // The PHC string holds no secret: verifying needs the key again.
      expect(output('Encoded hash (PHC string)').textContent).toBe(`$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$${Buffer.from(expected, 'hex').toString('base64').replace(/=+$/, '')}`);

      // Never in the address, nor in storage (written at once when the page is hidden), nor in a link unless confirmed.
      expect(location.search).toContain('secretEncoding=hex');
      expect(location.href).not.toContain('706570706572');
      window.dispatchEvent(new Event('pagehide'));
      const stored = localStorage.getItem(toolStorageKey('hash-text'));
      expect(stored).toContain('somesalt');
      expect(stored).not.toContain('706570706572');
      expect(Object.keys(JSON.parse(stored!) as object)).not.toContain('secret');
      expect(share.current?.hasSecrets()).toBe(true);
      const linked = (includeSecrets: boolean) => decodeStateFragment(new URL(share.current!.link(includeSecrets).url).hash.slice(`#${STATE_FRAGMENT_PARAM}=`.length));
      expect(linked(false)).toEqual({ input: 'password', salt: 'somesalt' });
      expect(linked(true)).toMatchObject({ secret: '706570706572' });

      // The same bytes in Base64 give the same key; an empty field is no key again.
      fireEvent.click(within(screen.getByRole('group', { name: 'Secret key format' })).getByRole('button', { name: 'Base64' }));
      type('Secret key (K, optional)', 'cGVwcGVy');
      await waitFor(() => expect(output('Derived key').textContent).toBe(expected), { timeout: 10_000 });
      type('Secret key (K, optional)', '');
      await waitFor(() => expect(output('Derived key').textContent).toBe('9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe'), { timeout: 10_000 });

      // PBKDF2 has no secret key.
      fireEvent.change(screen.getByLabelText('Password hashing function'), { target: { value: 'PBKDF2' } });
      expect(screen.queryByLabelText('Secret key (K, optional)')).toBeNull();
    } finally {
      localStorage.clear();
      history.replaceState(null, '', '/');
    }
  });

  it('derives PBKDF2-HMAC-SHA1 (RFC 6070) and a random salt fills the field with 16 hex bytes', async () => {
    renderTool();
    await openPasswordHashing();
    type('Your text to hash', 'password');
    fireEvent.change(screen.getByLabelText('Password hashing function'), { target: { value: 'PBKDF2' } });
    // PBKDF2's parameters only.
    for (const label of ['Memory (m, KiB)', 'Parallelism (p)', 'Iterations (t)']) expect(screen.queryByLabelText(label), label).toBeNull();
    fireEvent.change(screen.getByLabelText('PBKDF2 hash function'), { target: { value: 'SHA-1' } });
    type('Salt', 'salt');
    type('Iterations (c)', '4096');
    type('Hash length (bytes)', '20');
    await screen.findByText('4b007901b765489abead49d926f721d065a429c1', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('status', { name: 'Encoded hash (PHC string)' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Random salt (16 bytes)' }));
    expect((screen.getByLabelText('Salt') as HTMLInputElement).value).toMatch(/^[0-9a-f]{32}$/);
    expect(within(screen.getByRole('group', { name: 'Salt format' })).getByRole('button', { name: 'Hex' }).getAttribute('aria-pressed')).toBe('true');
  });
});
