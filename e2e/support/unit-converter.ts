import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from './tool-page';

/** What one of the unit converters (length, mass…) is checked with. */
export interface UnitConverterCase {
  /** The tool's route, e.g. `/length-converter`. */
  route: string;
  /** Its heading, e.g. `Length converter`. */
  title: string;
  /** The label of the field typed in, e.g. `inch (in)`. */
  field: string;
  /** What is typed there, e.g. `12`. */
  value: string;
  /** Other fields and the values they must show (from a published or defined factor), e.g. `['foot (ft)', '1']`. */
  expected: readonly (readonly [string, string])[];
}

/**
 * The steps every unit converter's spec runs (libs/tool-units/src/unit-converter): typing in one field
 * fills the others; a bad number shows a message next to its field and leaves the others as they were;
 * the precision option (query string) rounds the results; the edited field and its text survive a
 * reopen and travel in a "Copy link" link.
 */
export async function unitConverterSpec(page: Page, context: BrowserContext, c: UnitConverterCase): Promise<void> {
  const field = (p: Page, label: string) => p.getByRole('textbox', { name: label, exact: true });
  const [firstLabel, firstValue] = c.expected[0]!;

  await test.step('typing in any field updates all the others', async () => {
    await openTool(page, c.route);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await field(page, c.field).fill(c.value);
    for (const [label, value] of c.expected) await expect(field(page, label)).toHaveValue(value);
    // And back: the result typed in its own field gives the first value again.
    await field(page, firstLabel).fill(firstValue);
    await expect(field(page, c.field)).toHaveValue(c.value);
  });

  await test.step('a bad number shows a message next to its field', async () => {
    await field(page, c.field).fill('1,5');
    await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveText('Use a dot as the decimal separator: 1.5.');
    await expect(field(page, c.field)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, firstLabel)).toHaveValue(firstValue);
  });

  await test.step('the precision option rounds the results and is kept in the address', async () => {
    await openTool(page, `${c.route}?round=decimals&digits=1`);
    await field(page, c.field).fill(c.value);
    const rounded = Number(firstValue).toFixed(1).replace(/\.0$/, '');
    await expect(field(page, firstLabel)).toHaveValue(rounded === '-0' ? '0' : rounded);
    await expect(page.getByRole('combobox', { name: 'Decimal places' })).toHaveValue('1');
    expect(new URL(page.url()).search).toContain('round=decimals');
  });

  await test.step('state survives a reopen and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, c.route);
    await field(page, c.field).fill(c.value);
    await expect(field(page, firstLabel)).toHaveValue(firstValue);
    await expect.poll(() => savedState(page, c.route.slice(1)), { intervals: STORAGE_POLL }).toContain(JSON.stringify(c.value));
    await reopenTool(page);
    await expect(field(page, c.field)).toHaveValue(c.value);
    await expect(field(page, firstLabel)).toHaveValue(firstValue);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(field(other, c.field)).toHaveValue(c.value);
    await expect(field(other, firstLabel)).toHaveValue(firstValue);
  });
}
