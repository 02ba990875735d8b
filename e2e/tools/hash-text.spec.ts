import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// Digests of "abc" published with the standards: MD5 — RFC 1321 A.5; SHA-1/SHA-2 — FIPS 180-4 examples;
// SHA-3 — FIPS 202 examples (NIST CSRC); RIPEMD-160 — Bosselaers' RIPEMD-160 page.
const ABC: [string, string][] = [
  ['MD5', '900150983cd24fb0d6963f7d28e17f72'],
  ['SHA-1', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['SHA-224', '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
  ['SHA-256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['SHA-384', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
  [
    'SHA-512',
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  ],
  ['SHA3-224', 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf'],
  ['SHA3-256', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
  ['SHA3-384', 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25'],
  [
    'SHA3-512',
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  ],
  ['RIPEMD-160', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
];
/** node:crypto's names of the same algorithms, in the same order. */
const NODE_NAMES: [string, string][] = [
  ['MD5', 'md5'],
  ['SHA-1', 'sha1'],
  ['SHA-224', 'sha224'],
  ['SHA-256', 'sha256'],
  ['SHA-384', 'sha384'],
  ['SHA-512', 'sha512'],
  ['SHA3-224', 'sha3-224'],
  ['SHA3-256', 'sha3-256'],
  ['SHA3-384', 'sha3-384'],
  ['SHA3-512', 'sha3-512'],
  ['RIPEMD-160', 'ripemd160'],
];

test('hash-text: every algorithm and encoding as you type; a digest copied; state and link', async ({ page, context }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('hashes typed text with every algorithm and switches encodings', async () => {
    await openTool(page, '/hash-text');
    await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
    await page.getByLabel('Your text to hash').fill('abc');
    for (const [algorithm, hex] of ABC) {
      await expect(page.getByRole('status', { name: algorithm, exact: true })).toHaveText(hex);
    }

    const encoding = page.getByLabel('Digest encoding');
    await encoding.selectOption('base64');
    // RFC 4648 §4 Base64 of the published SHA-256("abc") bytes.
    await expect(page.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText(Buffer.from(ABC[3]![1], 'hex').toString('base64'));
    await encoding.selectOption('base64url');
    await expect(page.getByRole('status', { name: 'SHA-1', exact: true })).toHaveText(Buffer.from(ABC[1]![1], 'hex').toString('base64url'));
    await encoding.selectOption('binary');
    // MD5("abc") = 0x90 0x01 … (RFC 1321 A.5).
    await expect(page.getByRole('status', { name: 'MD5', exact: true })).toHaveText(/^1001000000000001[01]{112}$/);

    // Output follows the input as it changes; UTF-8 text: SHA-256 of the empty string is the FIPS 180-4 value.
    await encoding.selectOption('hex');
    await page.getByLabel('Your text to hash').fill('');
    await expect(page.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  await test.step('copies a digest to the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Your text to hash').fill('abc');
    const md5 = page.getByRole('status', { name: 'MD5', exact: true });
    await expect(md5).toHaveText(ABC[0]![1]);
    await md5.locator('..').getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(ABC[0]![1]);
  });

  await test.step('a pasted 1.2 MB text (just over the 1 MB worker threshold): summary instead of a textarea, every default digest from the workers, page responsive', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/hash-text');
    // One line of Base64 characters with no spaces, as pasted from a file: made here for Node's
    // SHA-256 and, by the same function, in the page (a handle: the text never crosses the protocol).
    const makeText = (length: number) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      const block = Array.from({ length: 4099 }, (_, i) => alphabet[(i * i + 7 * i) % 64]).join('');
      return block.repeat(Math.ceil(length / block.length)).slice(0, length);
    };
    // Every default digest by OpenSSL (node:crypto): the workers share the algorithms out, so each share is checked.
    const big = makeText(1_200_000);
    const expected = NODE_NAMES.map(([algorithm, name]) => [algorithm, createHash(name).update(big, 'utf8').digest('hex')] as const);
    const text = await page.evaluateHandle(makeText, 1_200_000);
    await page.evaluate(async (text) => {
      await navigator.clipboard.writeText(text);
      const w = window as unknown as { longestTask: number };
      w.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longestTask = Math.max(w.longestTask, e.duration);
      }).observe({ type: 'longtask' });
    }, text);
    await text.dispose();
    const field = page.getByLabel('Your text to hash');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    // The field never holds the text: it shows its size and beginning, read-only, and keeps focus.
    await expect(page.getByRole('status').filter({ hasText: '1.2 MB loaded (1,200,000 characters).' })).toBeVisible();
    await expect(field).toHaveJSProperty('readOnly', true);
    await expect(field).toBeFocused();
    expect(await field.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(10_000);
    await expect(page.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText(expected[3]![1], { timeout: 15_000 });
    for (const [algorithm, hex] of expected) await expect(page.getByRole('status', { name: algorithm, exact: true })).toHaveText(hex);
    // Before, laying out the text froze the page for seconds; a generous bound for a busy machine.
    expect(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask)).toBeLessThan(1_000);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(field).toHaveValue('');
    await expect(field).toBeEditable();
  });

  await test.step('"All algorithms" adds the other digests (hash-wasm, loaded on demand); Argon2id runs in its worker', async () => {
    await openTool(page, '/hash-text');
    await page.getByLabel('Your text to hash').fill('abc');
    await page.getByText('More algorithms', { exact: true }).click();
    await page.getByRole('group', { name: 'Also show these digests' }).getByRole('checkbox', { name: 'All algorithms' }).check();
    // OpenSSL (node:crypto) and zlib where they have the algorithm; published vectors otherwise:
    // ISO/IEC 10118-3 Whirlpool("abc"), RFC 1320 MD4("abc"), xxhsum XXH128("abc") (seed 0).
    const abc = Buffer.from('abc');
    const expected: [string, string][] = [
      ['BLAKE2b-512', createHash('blake2b512').update(abc).digest('hex')],
      ['BLAKE2s-256', createHash('blake2s256').update(abc).digest('hex')],
      ['SM3', createHash('sm3').update(abc).digest('hex')],
      ['CRC-32', crc32(abc).toString(16).padStart(8, '0')],
      ['Adler-32', deflateSync(abc).subarray(-4).toString('hex')],
      [
        'Whirlpool',
        '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5',
      ],
      ['MD4', 'a448017aaf21d8525fc10ae87aa6729d'],
      ['XXH128', '06b05ab6733a618578af5f94892f3950'],
    ];
    for (const [algorithm, hex] of expected) await expect(page.getByRole('status', { name: algorithm, exact: true })).toHaveText(hex);

    await page.getByRole('button', { name: 'Derive a key from the text with Argon2 or PBKDF2' }).click();
    await page.getByLabel('Your text to hash').fill('password');
    await page.getByLabel('Salt', { exact: true }).fill('somesalt');
    await page.getByLabel('Memory (m, KiB)').fill('256');
    // phc-winner-argon2 src/test.c: Argon2id v=19, t=2, m=256, p=1, "password", "somesalt".
    await expect(page.getByRole('status', { name: 'Encoded hash (PHC string)' })).toHaveText('$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4');
  });

  // /hash → /hash-text: routes.spec.ts checks every redirect of the registry.

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/hash-text');
    const sha256 = page.getByRole('status', { name: 'SHA-256', exact: true });
    const base64 = Buffer.from(ABC[3]![1], 'hex').toString('base64');
    await page.getByLabel('Digest encoding').selectOption('base64');
    await page.getByLabel('Your text to hash').fill('abc');
    await expect(sha256).toHaveText(base64);
    const query = new URL(page.url()).searchParams;
    expect(query.get('encoding')).toBe('base64');
    expect(query.has('input')).toBe(false); // inputs never go in the query string


    await expect.poll(() => savedState(page, 'hash-text'), { intervals: STORAGE_POLL }).toContain('"abc"');
    await reopenTool(page);
    await expect(page.getByLabel('Your text to hash')).toHaveValue('abc');
    await expect(page.getByLabel('Digest encoding')).toHaveValue('base64');
    await expect(sha256).toHaveText(base64);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Your text to hash')).toHaveValue('abc');
    await expect(other.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText(base64);
  });
});
