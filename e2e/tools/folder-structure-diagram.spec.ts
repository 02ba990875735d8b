import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('folder-structure-diagram: draws a tree from paths as GNU tree does; reads a tree back; names a bad line; keeps state in a link', async ({
  page,
  context,
}) => {
  await test.step('draws a tree from paths and an indented list as you type', async () => {
    await openTool(page, '/folder-structure-diagram');
    await page.getByLabel('Root line', { exact: true }).fill('.');
    await page.getByLabel('Indented list or paths', { exact: true }).fill('README.md\nsrc\n  index.ts\nsrc/lib/util.ts');
    // GNU tree's drawing of the same folder.
    await expect(page.getByLabel('Tree diagram', { exact: true })).toHaveValue(
      '.\n├── README.md\n└── src\n    ├── index.ts\n    └── lib\n        └── util.ts',
    );
    await page.getByRole('button', { name: 'ASCII |-- `--' }).click();
    await expect(page.getByLabel('Tree diagram', { exact: true })).toHaveValue(
      '.\n|-- README.md\n`-- src\n    |-- index.ts\n    `-- lib\n        `-- util.ts',
    );
  });

  await test.step('reads a tree back into paths, and names a line without a connector', async () => {
    const input = page.getByLabel('Tree diagram to read', { exact: true });
    await input.fill('.\n├── a\n│   └── b.txt\n└── c.txt\n\n1 directory, 2 files');
    await expect(page.getByLabel('Paths or indented list', { exact: true })).toHaveValue('./a/b.txt\n./c.txt');
    await input.fill('.\n├── a\n│   b');
    await expect(input).toHaveAccessibleDescription(/Line 3, column 5: expected a connector/);
  });

  await test.step('keeps inputs and options after a reload and in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'folder-structure-diagram'), { intervals: STORAGE_POLL }).toContain('src/lib/util.ts');
    expect(new URL(page.url()).searchParams.get('style')).toBe('ascii');
    await reopenTool(page);
    await expect(page.getByLabel('Tree diagram', { exact: true })).toHaveValue(/^\.\n\|-- README\.md/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Tree diagram', { exact: true })).toHaveValue(/`-- util\.ts$/);
  });
});
