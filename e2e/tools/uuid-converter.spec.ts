import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('uuid-converter: the RFC 9562 §4 example in every notation; .NET byte order both ways, and bad input; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('the RFC 9562 §4 example in every notation', async () => {
    await openTool(page, '/uuid-converter');
    await page.getByLabel('Input', { exact: true }).fill('{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}');
    await expect(page.getByLabel('Canonical', { exact: true })).toHaveText('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    await expect(page.getByLabel('URN', { exact: true })).toHaveText('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    // RFC 9562 §4 gives the same UUID as the integer 329800735698586629295641978511506172918.
    await expect(page.getByLabel('Integer', { exact: true })).toHaveText('329800735698586629295641978511506172918');
    await expect(page.getByLabel('Oracle RAW (HEXTORAW)', { exact: true })).toHaveText("HEXTORAW('F81D4FAE7DEC11D0A76500A0C91E6BF6')");
    await expect(page.getByLabel('Version', { exact: true })).toHaveText('1 — Gregorian time-based');
    await expect(page.getByLabel('Variant', { exact: true })).toHaveText('RFC 9562');
  });

  await test.step('.NET byte order both ways, and bad input', async () => {
    await openTool(page, '/uuid-converter');
    const input = page.getByLabel('Input', { exact: true });
    await input.fill('00112233-4455-6677-8899-aabbccddeeff');
    await expect(page.getByLabel('.NET Guid.ToByteArray()', { exact: true })).toHaveText('33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff');
    await page.getByRole('button', { name: '.NET bytes', exact: true }).click();
    await input.fill('33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff');
    await expect(page.getByLabel('Canonical', { exact: true })).toHaveText('00112233-4455-6677-8899-aabbccddeeff');
    await page.getByRole('button', { name: 'UUID', exact: true }).click();
    await input.fill('f81d4fae-7dec-11d0-a765-00a0c91e6bfz');
    await expect(page.getByRole('alert')).toHaveText('This is not a UUID: expected a hex digit (0-9, a-f) at position 36, found "z".');
    await expect(input).toHaveValue('f81d4fae-7dec-11d0-a765-00a0c91e6bfz');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/uuid-converter');
    await page.getByRole('button', { name: 'Integer', exact: true }).click();
    await page.getByLabel('Input', { exact: true }).fill('329800735698586629295641978511506172918');
    await expect(page.getByLabel('Canonical', { exact: true })).toHaveText('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('integer');
    expect(page.url()).not.toContain('329800735698586629295641978511506172918');
    await expect.poll(() => savedState(page, 'uuid-converter'), { intervals: STORAGE_POLL }).toContain('3298007356985866');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'Integer', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('329800735698586629295641978511506172918');
    await expect(page.getByLabel('Canonical', { exact: true })).toHaveText('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
  });
});
