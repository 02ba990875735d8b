import { expect } from '../fixtures';
import { memoTest } from '../support/memo';

// CommonMark 0.31 and GFM (https://github.github.com/gfm/).
memoTest({
  route: 'markdown-cheatsheet',
  label: 'Search Markdown syntax',
  first: 'Text',
  sections: 7,
  query: 'table',
  count: 'Entries: 3',
  headings: ['Quotes, rules and tables'],
  firstLine: '| Name | Qty |',
  snippet: '| Name | Qty |\n| :--- | --: |\n| Pear | 2 |',
  texts: ['Table (GFM); : in the separator aligns the column.'],
  more: async (entry) => {
    const rendered = entry.getByRole('group', { name: 'Rendered' });
    await expect(rendered.getByRole('columnheader', { name: 'Qty' })).toBeVisible();
    await expect(rendered.getByRole('cell', { name: '2' })).toHaveAttribute('align', 'right');
  },
});
