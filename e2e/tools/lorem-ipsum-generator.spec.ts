import { expect, test } from '../fixtures';
import { openLink, openTool } from '../support/tool-page';

test('lorem-ipsum-generator: paragraphs, words, other scripts, a bad range, the same text from a link', async ({ page, context }) => {
  const output = () => page.getByRole('textbox', { name: 'Placeholder text', exact: true });

  await test.step('generates paragraphs starting with the classic opening, in <p> on demand', async () => {
    await openTool(page, '/lorem-ipsum-generator');
    await expect(output()).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit/);
    await page.getByRole('spinbutton', { name: 'How many' }).fill('3');
    await page.getByLabel('Wrap paragraphs in <p>').check();
    await expect(output()).toHaveValue(/^<p>Lorem ipsum[^<]+<\/p>\n<p>[^<]+<\/p>\n<p>[^<]+<\/p>$/);
  });

  await test.step('exactly N words; Japanese', async () => {
    await page.getByRole('button', { name: 'Words', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'How many' }).fill('12');
    await page.getByLabel('Wrap paragraphs in <p>').uncheck();
    await expect(output()).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit( [a-z]+,?){3} [a-z]+\.$/);
    await page.getByLabel('Script').selectOption('japanese');
    await expect(output()).toHaveValue(/^吾輩は猫である.*。$/);
  });

  await test.step('a minimum above the maximum is explained', async () => {
    await openTool(page, '/lorem-ipsum-generator');
    await page.getByRole('spinbutton', { name: 'Words per sentence, from' }).fill('20');
    await expect(page.getByText('Words per sentence: the minimum (20) is above the maximum (15).')).toBeVisible();
  });

  await test.step('a copied link gives the same text', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/lorem-ipsum-generator');
    await page.getByRole('button', { name: 'New text' }).click();
    await expect(output()).toHaveValue(/^Lorem ipsum/);
    const text = await output().inputValue();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(output()).toHaveValue(text);
  });
});
