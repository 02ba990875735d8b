import { expect, test } from '../fixtures';

// Records what #root looked like when the HTML was parsed (before any script ran).
const observe = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root')!;
    (window as unknown as { __rootAtParse: string }).__rootAtParse = `${getComputedStyle(root).visibility} ${root.querySelector('h1')?.textContent ?? ''}`;
  });
};

test('pages paint from their prerendered HTML: titles for links and search engines, shown at once, held for other languages', async ({ page, request }) => {
  await test.step('each route has its own HTML: title, description, Open Graph, heading and the tool’s initial UI', async () => {
    const html = await (await request.get('/hash-text')).text();
    expect(html).toContain('<title>Hash text - Handy Tools</title>');
    expect(html).toMatch(/<meta name="description" content="Hash a text with MD5[^"]*"/);
    expect(html).toContain('<meta property="og:title" content="Hash text - Handy Tools">');
    expect(html).toMatch(/<h1 id="tool-title"[^>]*>Hash text<\/h1>/);
    expect(html).toMatch(/<textarea[^>]*>/);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/HashTextTool-[^"]+\.js">/);
  });

  await test.step('a fresh English visit shows the prerendered page at once, then the tool works', async () => {
    await page.addInitScript(observe);
    await page.goto('/hash-text');
    expect(await page.evaluate(() => (window as unknown as { __rootAtParse: string }).__rootAtParse)).toBe('visible Hash text');
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
    await expect(page.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  await test.step('a German visitor never sees the English page: it is held until the app has rendered in German', async () => {
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('de')));
    await page.goto('/hash-text');
    expect(await page.evaluate(() => (window as unknown as { __rootAtParse: string }).__rootAtParse)).toBe('hidden Hash text');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Hash text');
  });
});
