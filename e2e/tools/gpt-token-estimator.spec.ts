import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('gpt-token-estimator: counts tokens, shows them and their ids, chat JSON with overhead, bad JSON, options kept', async ({ page }) => {
  const input = () => page.getByRole('textbox', { name: 'Text', exact: true });
  const count = () => page.getByRole('status', { name: 'Token count' });

  await test.step('"hello world" is two cl100k_base tokens, 15339 and 1917 (tiktoken)', async () => {
    await openTool(page, '/gpt-token-estimator');
    await page.getByLabel('Encoding').selectOption('cl100k_base');
    await input().fill('hello world');
    await expect(count()).toHaveText('2 tokens');
    await expect(page.getByRole('region', { name: 'Tokens of the text' }).locator('span')).toHaveText(['hello', ' world']);
    await page.getByLabel('Show token ids').check();
    await expect(page.getByRole('region', { name: 'Tokens of the text' })).toHaveText('15339, 1917');
    await expect(page.getByRole('table', { name: 'Estimated cost' }).getByRole('row')).not.toHaveCount(0);
  });

  await test.step('chat messages: overhead counted; a message without a role is named', async () => {
    await page.getByRole('button', { name: 'Chat messages (JSON)' }).click();
    const chat = page.getByRole('textbox', { name: 'Chat messages (OpenAI format)' });
    // 3 per message + "user" (1) + "hello world" (2) + 3 to prime the reply (OpenAI cookbook).
    await chat.fill('[{"role":"user","content":"hello world"}]');
    await expect(count()).toHaveText('9 tokens (messages: 1, with the per-message overhead)');
    await chat.fill('[{"content":"hello"}]');
    await expect(page.getByText('Message 1 has no "role" string.')).toBeVisible();
  });

  await test.step('options and text survive a reload', async () => {
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'Chat messages (JSON)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Encoding')).toHaveValue('cl100k_base');
  });
});
