import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 9562 §4: version in the 13th hex digit, variant 10xx in the 17th.
const layout = (version: number) => new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

test('uuid-generator: random v4 in bulk, refreshed on demand; v7 batch is time-ordered; v3 and v5 give the RFC 9562 Appendix A vectors; bad namespace and quantity show messages next to the fields; state survives a reload and travels in a link; every example loads into a visible result without an error', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // the steps' budgets, summed
  await test.step('random v4 in bulk, refreshed on demand', async () => {
    await openTool(page, '/uuid-generator');
    const output = page.getByLabel('UUIDs', { exact: true });
    await expect(output).toHaveValue(layout(4));
    await page.getByLabel('Quantity').fill('5');
    await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(5);
    const first = await output.inputValue();
    for (const line of first.split('\n')) expect(line).toMatch(layout(4));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(output).not.toHaveValue(first);
  });

  await test.step('v7 batch is time-ordered', async () => {
    await openTool(page, '/uuid-generator');
    await page.getByRole('button', { name: 'v7', exact: true }).click();
    await page.getByLabel('Quantity').fill('20');
    const output = page.getByLabel('UUIDs', { exact: true });
    await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(20);
    const lines = (await output.inputValue()).split('\n');
    for (const line of lines) expect(line).toMatch(layout(7));
    expect([...lines].sort()).toEqual(lines);
  });

  await test.step('v3 and v5 give the RFC 9562 Appendix A vectors', async () => {
    await openTool(page, '/uuid-generator');
    await page.getByRole('button', { name: 'v5', exact: true }).click();
    await page.getByRole('button', { name: 'URL', exact: true }).click();
    await page.getByRole('button', { name: 'DNS', exact: true }).click();
    await expect(page.getByLabel('Namespace', { exact: true })).toHaveValue('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    await page.getByLabel('Name', { exact: true }).fill('www.example.com');
    const output = page.getByLabel('UUIDs', { exact: true });
    await expect(output).toHaveValue('2ed6657d-e927-568b-95e1-2665a8aea6a2'); // A.4
    await page.getByRole('button', { name: 'v3', exact: true }).click();
    await expect(output).toHaveValue('5df41881-3aed-3515-88a7-2f4a814cf09e'); // A.2
  });

  await test.step('bad namespace and quantity show messages next to the fields', async () => {
    await openTool(page, '/uuid-generator');
    await page.getByLabel('Quantity').fill('1001');
    await expect(page.getByText('Quantity must be a whole number from 1 to 1000 (got 1001).')).toBeVisible();
    await expect(page.getByLabel('UUIDs', { exact: true })).toHaveValue('');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'v5', exact: true }).click();
    const namespace = page.getByLabel('Namespace', { exact: true });
    await namespace.fill('6ba7b810-9dad-11d1-80b4-00c04fd430zz');
    await expect(page.getByRole('alert')).toHaveText(
      'The namespace is not a UUID: expected a hex digit (0-9, a-f) at position 35, found "z".',
    );
    await expect(namespace).toHaveValue('6ba7b810-9dad-11d1-80b4-00c04fd430zz');
    await expect(page.getByLabel('UUIDs', { exact: true })).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/uuid-generator');
    await page.getByRole('button', { name: 'v5', exact: true }).click();
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'URL', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('www.example.com');
    const output = page.getByLabel('UUIDs', { exact: true });
    // Python's uuid.uuid5(uuid.NAMESPACE_URL, 'www.example.com'), an independent implementation of RFC 9562 §5.5.
    const expected = Array(3).fill('b63cdfa4-3df9-568e-97ae-006c5b8fd652').join('\n');
    await expect(output).toHaveValue(expected);
    // Options in the query string; the name (an input) is not.
    await expect.poll(() => new URL(page.url()).searchParams.get('namespace')).toBe('6ba7b811-9dad-11d1-80b4-00c04fd430c8');
    const query = new URL(page.url()).searchParams;
    expect(query.get('version')).toBe('v5');
    expect(query.get('quantity')).toBe('3');
    expect(page.url()).not.toContain('example.com');
    await expect.poll(() => savedState(page, 'uuid-generator'), { intervals: STORAGE_POLL }).toContain('www.example.com');

    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'v5', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'URL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('www.example.com');
    await expect(output).toHaveValue(expected);

    // An invalid quantity in the field never reaches the link: it keeps the last valid one.
    await page.getByLabel('Quantity').fill('5000');
    await expect(page.getByText('Quantity must be a whole number from 1 to 1000 (got 5000).')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('quantity')).toBe('3');

    // "Copy link": options in the query, the name in the fragment; opening it restores them over what is saved.
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('version')).toBe('v5');
    expect(new URL(link).hash).toMatch(/^#state=/);
    await page.getByLabel('Name', { exact: true }).fill('other.example');
    await expect.poll(() => savedState(page, 'uuid-generator'), { intervals: STORAGE_POLL }).toContain('other.example');
    await openLink(page, link, { keepStorage: true });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('www.example.com');
    await expect(output).toHaveValue(expected);
  });

  await test.step('every example loads into a visible result without an error', async () => {
    await openTool(page, '/uuid-generator');
    const examples = page.getByRole('group', { name: 'Examples' });
    const output = page.getByLabel('UUIDs', { exact: true });
    // For each line of the output: whether it is a UUID of that version (layout of RFC 9562 §4).
    const uuidsOf = (version: number) => async () => (await output.inputValue()).split('\n').map((line) => layout(version).test(line));
    const cases: [string, () => Promise<void>][] = [
      ['10 random v4', () => expect.poll(uuidsOf(4)).toEqual(Array(10).fill(true))],
      ['5 time-ordered v7', () => expect.poll(uuidsOf(7)).toEqual(Array(5).fill(true))],
      ['v5 of www.example.com (DNS)', () => expect(output).toHaveValue('2ed6657d-e927-568b-95e1-2665a8aea6a2')], // RFC 9562 A.4
      ['5 reordered time-based v6', () => expect.poll(uuidsOf(6)).toEqual(Array(5).fill(true))],
    ];
    await expect(examples.getByRole('button')).toHaveCount(cases.length);
    for (const [label, check] of cases) {
      await examples.getByRole('button', { name: label, exact: true }).click();
      await check();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('restore-notices')).toHaveCount(0);
    }
  });
});
