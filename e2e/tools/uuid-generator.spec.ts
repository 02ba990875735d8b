import { expect, test } from '../fixtures';

// RFC 9562 §4: version in the 13th hex digit, variant 10xx in the 17th.
const layout = (version: number) => new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

test('uuid-generator: random v4 in bulk, refreshed on demand', async ({ page }) => {
  await page.goto('/uuid-generator');
  const output = page.getByLabel('UUIDs', { exact: true });
  await expect(output).toHaveValue(layout(4));
  await page.getByLabel('Quantity').fill('5');
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(5);
  const first = await output.inputValue();
  for (const line of first.split('\n')) expect(line).toMatch(layout(4));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(output).not.toHaveValue(first);
});

test('uuid-generator: v7 batch is time-ordered', async ({ page }) => {
  await page.goto('/uuid-generator');
  await page.getByRole('button', { name: 'v7', exact: true }).click();
  await page.getByLabel('Quantity').fill('20');
  const output = page.getByLabel('UUIDs', { exact: true });
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(20);
  const lines = (await output.inputValue()).split('\n');
  for (const line of lines) expect(line).toMatch(layout(7));
  expect([...lines].sort()).toEqual(lines);
});

test('uuid-generator: v3 and v5 give the RFC 9562 Appendix A vectors', async ({ page }) => {
  await page.goto('/uuid-generator');
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

test('uuid-generator: bad namespace and quantity show messages next to the fields', async ({ page }) => {
  await page.goto('/uuid-generator');
  await page.getByLabel('Quantity').fill('1001');
  await expect(page.getByText('Quantity must be a whole number from 1 to 1000 (got 1001).')).toBeVisible();
  await expect(page.getByLabel('UUIDs', { exact: true })).toHaveValue('');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'v5', exact: true }).click();
  const namespace = page.getByLabel('Namespace', { exact: true });
  await namespace.fill('6ba7b810-9dad-11d1-80b4-00c04fd430zz');
  await expect(page.getByRole('alert')).toHaveText('The namespace is not a UUID: expected a hex digit (0-9, a-f) at position 35, found "z".');
  await expect(namespace).toHaveValue('6ba7b810-9dad-11d1-80b4-00c04fd430zz');
  await expect(page.getByLabel('UUIDs', { exact: true })).toHaveValue('');
});
