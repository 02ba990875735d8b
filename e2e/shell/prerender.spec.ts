import { expect, test } from '../fixtures';

// Records, from before any page script runs, layout shifts, hydration recoveries, whether the
// prerendered heading was ever removed (replaced instead of hydrated) and what #root looked like
// when the HTML was parsed.
const observe = () => {
  const w = window as unknown as { __shift: number; __headingRemoved: boolean; __rootAtParse: string; __recovered: number };
  w.__shift = 0;
  w.__headingRemoved = false;
  w.__recovered = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const debug = console.debug.bind(console);
  console.debug = (...args: unknown[]) => {
    if (String(args[0]).startsWith('Hydration')) w.__recovered++;
    debug(...args);
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root')!;
    w.__rootAtParse = `${getComputedStyle(root).visibility} ${root.querySelector('h1')?.textContent ?? ''}`;
    const heading = root.querySelector('h1');
    new MutationObserver(() => {
      if (heading && !heading.isConnected) w.__headingRemoved = true;
    }).observe(root, { childList: true, subtree: true });
  });
};

test('pages paint from their prerendered HTML: titles for links and search engines, hydrated without a shift, held for other languages', async ({ page, request, browser, baseURL }) => {
  await test.step('the HTML alone is styled: with scripts off, the home page shows its cards in a grid', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1300, height: 900 } });
    const noScript = await context.newPage();
    await noScript.goto('/');
    const grid = noScript.locator('ul:has([data-testid="tool-card"])').first();
    expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(3);
    await context.close();
  });

  await test.step('each route has its own HTML: title, description, Open Graph, heading and the tool’s initial UI', async () => {
    const html = await (await request.get('/hash-text')).text();
    expect(html).toContain('<title>Hash text - Handy Tools</title>');
    expect(html).toMatch(/<meta name="description" content="Hash a text with MD5[^"]*"/);
    expect(html).toContain('<meta property="og:title" content="Hash text - Handy Tools">');
    expect(html).toMatch(/<h1 id="tool-title"[^>]*>Hash text<\/h1>/);
    expect(html).toMatch(/<textarea[^>]*>/);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/HashTextTool-[^"]+\.js">/);
    // The footer's Markdown is in the HTML (the browser keeps it as it is when hydrating).
    expect(html).toMatch(/data-testid="tool-footer"><!--\$--><div[^>]*><p>Made with <a href="https:\/\/www.npmjs.com\/package\/hash-wasm" target="_blank" rel="noopener noreferrer">/);
    // The first paint waits until the page's <main> is parsed (a half-parsed page shifts as it
    // fills in); the side menu's links come after it in the document. The home page waits until its
    // newest tools: the list of all tools below only grows downwards.
    expect(html).toContain('<link rel="expect" href="#main-parsed" blocking="render">');
    expect(html).toMatch(/<\/main><span id="main-parsed" hidden=""><\/span>/);
    expect(html.indexOf('id="main-parsed"')).toBeLessThan(html.indexOf('aria-label="Tools by category"'));
    const home = await (await request.get('/')).text();
    expect(home).toContain('<link rel="expect" href="#home-fold" blocking="render">');
    expect(home.indexOf('id="home-fold"')).toBeGreaterThan(home.indexOf('id="newest-tools"'));
    expect(home.indexOf('id="home-fold"')).toBeLessThan(home.indexOf('data-testid="all-tools"'));
    // The home page's cards (in batches) and the menu's categories are Suspense boundaries
    // (<!--$-->…<!--/$-->): React hydrates them after the rest of the page, one at a time in tasks
    // of their own, instead of ~250 cards and ~250 links in one long task.
    const boundaries = (fragment: string) => fragment.split('<!--$-->').length - 1;
    const allTools = home.slice(home.indexOf('data-testid="all-tools"'));
    expect(boundaries(allTools.slice(0, allTools.indexOf('</ul>')))).toBeGreaterThanOrEqual(10);
    const menu = html.slice(html.indexOf('aria-label="Tools by category"'));
    const menuCategories = menu.slice(0, menu.indexOf('</nav>'));
    expect(boundaries(menuCategories)).toBe(menuCategories.split('<section').length - 1);
  });

  await test.step('a fresh English visit hydrates the page: nothing replaced, nothing moves, the tool works', async () => {
    await page.addInitScript(observe);
    await page.goto('/hash-text');
    expect(await page.evaluate(() => (window as unknown as { __rootAtParse: string }).__rootAtParse)).toBe('visible Hash text');
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    // The tool has hydrated when its controls are enabled (ToolPage's ToolControls).
    await expect(page.locator('fieldset.ht-tool-waking')).toHaveCount(0);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __headingRemoved: boolean; __recovered: number };
      return { shift: w.__shift, headingRemoved: w.__headingRemoved, recovered: w.__recovered };
    });
    expect(seen).toEqual({ shift: 0, headingRemoved: false, recovered: 0 });
    await page.getByRole('textbox', { name: 'Your text to hash' }).fill('abc');
    await expect(page.getByRole('status', { name: 'SHA-256', exact: true })).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  await test.step('the home page hydrates without the descriptions catalog: cards keep their prerendered descriptions, and a card added later gets its own', async () => {
    const catalogs: string[] = [];
    page.on('request', (r) => {
      if (/\/descriptions-[^/]*\.js$/.test(new URL(r.url()).pathname)) catalogs.push(r.url());
    });
    await page.addInitScript(observe);
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    const allTools = page.getByTestId('all-tools');
    const add = allTools.getByRole('button', { name: 'Add to favorites: Hash text' });
    await expect(add).toBeEnabled();
    const hashCard = allTools.getByTestId('tool-card').filter({ hasText: 'Hash text' }).first();
    await expect(hashCard).toContainText('Hash a text with MD5');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __headingRemoved: boolean; __recovered: number };
      return { shift: w.__shift, recovered: w.__recovered };
    });
    expect(seen).toEqual({ shift: 0, recovered: 0 });
    expect(catalogs).toEqual([]);
    // The favourites section's card is rendered in the browser: in English it takes its
    // description from the tools' extras (English needs no catalog), and the prerendered cards
    // keep their text.
    await add.click();
    const favorite = page.getByRole('region', { name: 'Favorite tools' }).getByTestId('tool-card');
    await expect(favorite).toContainText('Hash a text with MD5');
    await expect(hashCard).toContainText('Hash a text with MD5');
    expect(catalogs).toEqual([]);
    await page.evaluate(() => localStorage.clear());
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
