import { expect, test } from '../fixtures';
import { toolReady } from '../support/tool-page';

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('favoriteToolsName') ?? 'null'));

test('a tool becomes a favourite from its card and from its header, and shows first in the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Favorite tools' })).toHaveCount(0);
  const allTools = page.getByTestId('all-tools');
  const add = allTools.getByRole('button', { name: 'Add to favorites: Hash text' });
  await expect(add).toHaveCSS('opacity', '0.2');
  await add.hover();
  await expect(page.getByRole('tooltip')).toContainText('Add to favorites');
  await add.click();
  // The click toggles the favourite and does not follow the card's link.
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page)).toEqual(['/hash-text']);
  const remove = allTools.getByRole('button', { name: 'Remove from favorites: Hash text' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(remove).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { name: 'Favorite tools' }).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Tools by category' });
  expect((await menu.getByRole('heading').allTextContents())[0]).toBe('Favorite tools');

  await page.goto('/uuid-generator');
  // A click on the prerendered page before the app has started is lost (as on any hydrated page):
  // wait until the app has taken over (its boot mark is gone and the tool's controls are enabled).
  await expect(page.locator('html')).not.toHaveAttribute('data-booting');
  await toolReady(page);
  await page.getByRole('button', { name: 'Add to favorites: UUIDs generator' }).click();
  await expect.poll(() => stored(page)).toEqual(['/hash-text', '/uuid-generator']);
  await page.getByRole('button', { name: 'Remove from favorites: UUIDs generator' }).click();
  await expect.poll(() => stored(page)).toEqual(['/hash-text']);
});

test('favourites stored as tool names by older versions are honoured and rewritten as paths', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favoriteToolsName', JSON.stringify(['UUIDs generator', '/hash-text', 'No such tool']));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  const favorites = page.getByTestId('favorite-tools').getByTestId('tool-card');
  await expect(favorites).toHaveCount(2);
  await expect(favorites.nth(0)).toContainText('UUIDs generator');
  expect(await stored(page)).toEqual(['/uuid-generator', '/hash-text']);
});

test('favourites reorder by keyboard drag and drop, and the order is saved when the drag ends', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favoriteToolsName', JSON.stringify(['/hash-text', '/uuid-generator', '/json-prettify']));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const section = page.getByTestId('favorite-tools');
  await expect(section.getByTestId('tool-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'How to reorder favorite tools' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('reorder');
  const handle = section.getByRole('button', { name: 'Reorder Hash text' });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step in its live region; wait for it before the next key.
  const status = page.getByRole('status').filter({ hasText: /draggable item/i });
  await expect(status).toContainText(/item \/hash-text/i);
  // dnd-kit's keyboard sensor listens for the arrow keys from a setTimeout(0) after the pick-up;
  // a timer of ours, queued after it, has run once that one has.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(status).toContainText('droppable area /uuid-generator');
  await page.keyboard.press('Space');
  await expect.poll(() => stored(page)).toEqual(['/uuid-generator', '/hash-text', '/json-prettify']);
  await page.reload();
  await expect(section.getByTestId('tool-card').first()).toContainText('UUIDs generator');
});

test('favourites reorder with the mouse', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favoriteToolsName', JSON.stringify(['/hash-text', '/uuid-generator', '/json-prettify']));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  const section = page.getByTestId('favorite-tools');
  const from = await section.getByRole('button', { name: 'Reorder Hash text' }).boundingBox();
  const to = await section.getByTestId('tool-card').nth(2).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 20, from!.y + 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => stored(page)).toEqual(['/uuid-generator', '/json-prettify', '/hash-text']);
});

test('corrupted favourites in storage do not break the app', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('favoriteToolsName', '{not json'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Favorite tools' })).toHaveCount(0);
});
