import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// MongoDB manual, ObjectId(): ObjectId("507f1f77bcf86cd799439011").getTimestamp() → 2012-10-17T21:13:27Z.

// A visitor in New York (EDT, −04:00 in October 2012 by the IANA rules) loads the page the build
// prerendered in its own zone: hydration must not trip over the zone (a mismatch is a console
// error), and local times are New York's. The zone needs a context of its own (@fresh-page: the
// tool specs' shared context has the machine's zone).
test.use({ timezoneId: 'America/New_York' });

test('mongo-objectid-converter: decodes the MongoDB manual example; makes ObjectIds for a date, and explains bad input; state survives a reload and travels in a link', { tag: '@fresh-page' }, async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('decodes the MongoDB manual example', async () => {
    await openTool(page, '/mongo-objectid-converter');
    await page.getByLabel('ObjectId', { exact: true }).fill('ObjectId("507f1f77bcf86cd799439011")');
    await expect(page.getByLabel('Timestamp (ISO 8601)')).toHaveText('2012-10-17T21:13:27.000Z');
    await expect(page.getByLabel('Timestamp (Unix seconds)')).toHaveText('1350508407');
    await expect(page.getByLabel('Random value (5 bytes)')).toHaveText('bcf86cd799');
    await expect(page.getByLabel('Counter (3 bytes)')).toHaveText('439011 (4427793)');
    await expect(page.getByLabel('Timestamp (local time)')).toHaveText('2012-10-17T17:13:27-04:00');
    await expect(page.getByLabel('Find this ObjectId')).toHaveText('db.collection.find({ _id: ObjectId("507f1f77bcf86cd799439011") })');
  });

  await test.step('makes ObjectIds for a date, and explains bad input', async () => {
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('2012-10-17T21:13:27Z');
    await expect(page.getByLabel('ObjectId (zero, for range queries)')).toHaveText('507f1f770000000000000000');
    await expect(page.getByLabel('ObjectId (random)')).toHaveText(/^507f1f77[0-9a-f]{16}$/);
    await date.fill('2023-02-29');
    await expect(page.getByRole('alert')).toHaveText('"2023-02-29" is not a date that exists (check the month, day and time).');
    await page.getByLabel('ObjectId', { exact: true }).fill('507f1f77bcf86cd79943901g');
    await expect(page.getByText('This is not an ObjectId: expected a hex digit (0-9, a-f) at position 24, found "g".')).toBeVisible();
    await expect(page.getByLabel('ObjectId', { exact: true })).toHaveValue('507f1f77bcf86cd79943901g');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/mongo-objectid-converter');
    await page.getByLabel('ObjectId', { exact: true }).fill('507f1f77bcf86cd799439011');
    await page.getByLabel('Date', { exact: true }).fill('2024-01-01T00:00:00Z');
    await expect(page.getByLabel('ObjectId (zero, for range queries)')).toHaveText('659200800000000000000000');
    // Options at their defaults: nothing in the query string; the inputs are remembered.
    expect(new URL(page.url()).search).toBe('');
    // The collection is an option: in the query string as it changes.
    await page.getByLabel('Collection', { exact: true }).fill('orders');
    await expect.poll(() => new URL(page.url()).search).toBe('?collection=orders');
    await expect.poll(() => savedState(page, 'mongo-objectid-converter'), { intervals: STORAGE_POLL }).toContain('2024-01-01');
    await reopenTool(page);
    await expect(page.getByLabel('ObjectId', { exact: true })).toHaveValue('507f1f77bcf86cd799439011');
    await expect(page.getByLabel('Timestamp (ISO 8601)')).toHaveText('2012-10-17T21:13:27.000Z');
    await expect(page.getByLabel('ObjectId (zero, for range queries)')).toHaveText('659200800000000000000000');
    await expect(page.getByLabel('Find this ObjectId')).toHaveText('db.orders.find({ _id: ObjectId("507f1f77bcf86cd799439011") })');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toMatch(/^#state=/);
    await page.getByLabel('Date', { exact: true }).fill('1350508407');
    await openLink(page, link, { keepStorage: true });
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2024-01-01T00:00:00Z');
  });
});
