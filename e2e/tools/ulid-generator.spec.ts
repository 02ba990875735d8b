import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// ULID spec (github.com/ulid/spec): 26 Crockford Base32 characters, the first at most 7.
const ULID_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

test('ulid-generator: a monotonic batch, as lines or JSON; decodes the time of a ULID and explains a bad one; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('a monotonic batch, as lines or JSON', async () => {
    await openTool(page, '/ulid-generator');
    const output = page.getByLabel('ULIDs', { exact: true });
    await expect(output).toHaveValue(ULID_RE);
    await page.getByLabel('Quantity').fill('50');
    await page.getByLabel(/^Monotonic/).check();
    await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(50);
    const lines = (await output.inputValue()).split('\n');
    for (const line of lines) expect(line).toMatch(ULID_RE);
    expect([...lines].sort()).toEqual(lines);
    expect(new Set(lines).size).toBe(50);
    await page.getByRole('button', { name: 'JSON array' }).click();
    await expect.poll(async () => (JSON.parse(await output.inputValue()) as string[]).length).toBe(50);
  });

  await test.step('decodes the time of a ULID and explains a bad one', async () => {
    await openTool(page, '/ulid-generator');
    const field = page.getByLabel('ULID to decode');
    // github.com/ulid/javascript README: decodeTime("01ARYZ6S41TSV4RRFFQ69G5FAV") === 1469918176385.
    await field.fill('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(page.getByLabel('Timestamp (Unix ms)')).toHaveText('1469918176385');
    await expect(page.getByLabel('Timestamp (ISO 8601)')).toHaveText('2016-07-30T22:36:16.385Z');
    await field.fill('01ARYZ6S41TSV4RRFFQ69G5FAU');
    await expect(page.getByRole('alert')).toHaveText(
      `This is not a ULID: "U" at position 26 is not a Crockford Base32 digit (0-9, A-Z) (Crockford's Base32 leaves out I, L, O and U).`,
    );
    await expect(field).toHaveValue('01ARYZ6S41TSV4RRFFQ69G5FAU');
    await field.fill('81ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(page.getByRole('alert')).toContainText('must be 0 to 7');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/ulid-generator');
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'JSON array' }).click();
    await page.getByLabel('ULID to decode').fill('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('json');
    expect(new URL(page.url()).searchParams.get('quantity')).toBe('3');
    expect(page.url()).not.toContain('01ARYZ6S41');
    await expect.poll(() => savedState(page, 'ulid-generator'), { intervals: STORAGE_POLL }).toContain('01ARYZ6S41');
    await reopenTool(page);
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'JSON array' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('ULID to decode')).toHaveValue('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(page.getByLabel('Timestamp (Unix ms)')).toHaveText('1469918176385');
    await expect.poll(async () => (JSON.parse(await page.getByLabel('ULIDs', { exact: true }).inputValue()) as string[]).length).toBe(3);
  });
});
