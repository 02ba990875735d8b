import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('markdown-toc-generator: GitHub anchors with numbered duplicates, code blocks ignored, level range; inserts between markers or asks for one; state survives a reload', async ({ page }) => {
  test.setTimeout(60_000);
  const input = page.getByRole('textbox', { name: 'Markdown document' });
  const output = page.getByRole('textbox', { name: 'Table of contents', exact: true });

  await test.step('a TOC with GitHub anchors (duplicates -1), setext headings, no heading from a code block', async () => {
    await openTool(page, '/markdown-toc-generator');
    await input.fill("# Guide\n\n## Install\n\n```\n## not a heading\n```\n\nWhat's new?\n-----------\n\n## Install\n");
    await expect(output).toHaveValue("- [Guide](#guide)\n  - [Install](#install)\n  - [What's new?](#whats-new)\n  - [Install](#install-1)");
    await page.getByLabel('From level').selectOption('2');
    await page.getByRole('button', { name: '1.', exact: true }).click();
    await expect(output).toHaveValue("1. [Install](#install)\n2. [What's new?](#whats-new)\n3. [Install](#install-1)");
  });

  await test.step('inserting into the document needs a marker; with one, the TOC goes between the markers', async () => {
    await page.getByRole('button', { name: 'Document with the TOC inserted' }).click();
    await expect(input).toHaveAccessibleDescription(/add a line <!-- toc -->/);
    await input.fill('# Guide\n\n<!-- toc -->\n\n## Usage\n');
    await expect(output).toHaveValue('# Guide\n\n<!-- toc -->\n\n1. [Usage](#usage)\n\n<!-- tocstop -->\n\n## Usage\n');
  });

  await test.step('options and document survive a reload', async () => {
    await expect.poll(() => savedState(page, 'markdown-toc-generator'), { intervals: STORAGE_POLL }).toContain('Usage');
    await reopenTool(page);
    await expect(output).toHaveValue(/<!-- tocstop -->/);
    await expect(output).toHaveValue(/1\. \[Usage\]\(#usage\)/);
  });
});
