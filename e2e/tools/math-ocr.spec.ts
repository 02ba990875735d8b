import { allowConsoleErrors, expect, test } from '../fixtures';
import { HUB_MODEL_INFO } from '../../libs/tool-math/src/math-ocr/math-ocr.fixtures';
import { openTool } from '../support/tool-page';

// The hub is never reached: its API and file URLs are answered by the test (Playwright routing).
test('math-ocr: says the model size before downloading anything; explains a hub error and being offline; a sample image loads; the answer length is an option in the link', async ({
  page,
  context,
  consoleErrors,
}) => {
  const hubRequests: string[] = [];
  await page.route('https://huggingface.co/**', async (route) => {
    const url = route.request().url();
    hubRequests.push(url);
    if (url.startsWith('https://huggingface.co/api/models/Xenova/texify/')) return route.fulfill({ json: HUB_MODEL_INFO });
    return route.fulfill({ status: 503, body: 'busy' });
  });
  const model = page.getByTestId('math-ocr-model');

  await test.step('a sample loads, and nothing is asked of the hub until the visitor does', async () => {
    await openTool(page, '/math-ocr');
    await expect(model).toContainText('The model is not in this browser yet');
    await page.getByTestId('tool-example').filter({ hasText: 'Quadratic formula' }).click();
    await expect(page.getByRole('img', { name: 'The formula to read' })).toBeVisible();
    await expect(page.getByTestId('math-ocr-status')).toHaveText('The formula is read once the model is in this browser (see above).');
    expect(hubRequests).toEqual([]);
  });

  await test.step('the size comes first (from the hub API), then a download error is explained', async () => {
    await model.getByRole('button', { name: 'Check the download size' }).click();
    // 152,147,068 bytes in the fixture's seven needed files.
    await expect(model).toContainText("The model's 7 files weigh 152.1 MB in all.");
    expect(hubRequests).toEqual(['https://huggingface.co/api/models/Xenova/texify/revision/main?blobs=true']);
    await model.getByRole('button', { name: 'Download the model (152.1 MB)' }).click();
    await expect(model.getByRole('alert')).toHaveText('huggingface.co answered 503 for a model file: try again later.');
    expect(hubRequests).toContain('https://huggingface.co/Xenova/texify/resolve/main/config.json');
    await expect(model.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  await test.step('offline, the page says so', async () => {
    await page.unrouteAll(); // routed requests would still be answered
    await openTool(page, '/math-ocr');
    await context.setOffline(true);
    await model.getByRole('button', { name: 'Check the download size' }).click();
    await expect(model.getByRole('alert')).toContainText('You are offline');
    await context.setOffline(false);
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  });

  await test.step('the longest answer is an option kept in the link', async () => {
    await openTool(page, '/math-ocr?maxNewTokens=512');
    await expect(page.getByRole('combobox', { name: 'Longest answer (tokens)' })).toHaveValue('512');
  });
});
