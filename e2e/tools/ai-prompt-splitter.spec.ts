import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('ai-prompt-splitter: splits at paragraphs with part i of n, by tokens too, a bad limit, options kept', async ({ page }) => {
  const input = () => page.getByRole('textbox', { name: 'Long text', exact: true });

  await test.step('by characters, at paragraph boundaries, each part with its instruction', async () => {
    await openTool(page, '/ai-prompt-splitter');
    await page.getByRole('button', { name: 'Characters', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'At most per part' }).fill('12');
    await page.getByRole('textbox', { name: 'Instruction before each part ({i}: its number, {n}: the count)' }).fill('[{i}/{n}]');
    await page.getByRole('textbox', { name: 'Instruction after the last part' }).fill('Go.');
    await input().fill('One two.\n\nThree four.\n\nFive.');
    await expect(page.getByRole('status', { name: 'Parts' })).toHaveText('3 parts');
    await expect(page.getByRole('textbox', { name: 'Part 1', exact: true })).toHaveValue('[1/3]\n\nOne two.');
    await expect(page.getByRole('textbox', { name: 'Part 3', exact: true })).toHaveValue('[3/3]\n\nFive.\n\nGo.');
    await expect(page.getByRole('button', { name: 'Copy part 2' })).toBeVisible();
  });

  await test.step('by tokens (the tokenizer loads on demand)', async () => {
    await page.getByRole('button', { name: 'Tokens', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'At most per part' }).fill('3');
    await expect(page.getByRole('status', { name: 'Parts' })).toHaveText('3 parts');
    await expect(page.getByText('3 tokens').first()).toBeVisible();
  });

  await test.step('a limit of 0 is explained; options survive a reload', async () => {
    await page.getByRole('spinbutton', { name: 'At most per part' }).fill('0');
    await expect(page.getByText('Enter a whole number from 1 to 10000000.')).toBeVisible();
    await reopenTool(page);
    await expect(page.getByRole('spinbutton', { name: 'At most per part' })).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Tokens', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
