import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

test('numeronym-generator: words to numeronyms, whole-text option, state in a reload and a link', async ({ page, context }) => {
  const text = () => page.getByRole('textbox', { name: 'Text', exact: true });
  const output = () => page.getByRole('textbox', { name: 'Numeronyms', exact: true });

  await test.step('each word is shortened, short words and punctuation kept', async () => {
    await openTool(page, '/numeronym-generator');
    await text().fill('internationalization, Kubernetes and a cat!');
    await expect(output()).toHaveValue('i18n, K8s and a cat!');
  });

  await test.step('the whole text as one word (43 characters)', async () => {
    await page.getByRole('button', { name: 'The whole text as one word' }).click();
    await expect(output()).toHaveValue('i41!');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await reopenTool(page);
    await expect(output()).toHaveValue('i41!');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(text()).toHaveValue('internationalization, Kubernetes and a cat!');
    await expect(output()).toHaveValue('i41!');
  });
});
