// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Memo } from './memo.js';
import { MemoRendering, MemoView } from './MemoView.js';
import type { RegexMemoEntry } from './regex-entry.js';
import { RegexExamples } from './RegexExamples.js';

const memo: Memo<RegexMemoEntry> = {
  id: 'test',
  sections: [
    {
      id: 'tags',
      title: msg`Tags`,
      entries: [{ code: '<.+?>', description: msg`A **lazy** match, see \`?\`.`, finds: [['<b>bold</b>', '<b>']], rejects: ['no tags'] }],
    },
    {
      id: 'words',
      title: msg`Words`,
      entries: [{ code: String.raw`\bcat\b`, flags: 'i', description: msg`Whole word.`, matches: ['a Cat'], rejects: ['concat'] }],
    },
  ],
};

function Harness() {
  const [search, setSearch] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <MemoView memo={memo} search={search} onSearch={setSearch} renderExtra={(entry) => <RegexExamples entry={entry} />} />
    </I18nProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('MemoView', () => {
  it('shows sections as headings, snippets with copy buttons, Markdown descriptions and regex examples with tags as text', () => {
    const errors = vi.spyOn(console, 'error');
    render(<Harness />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tags', 'Words']);
    expect(screen.getByRole('status').textContent).toBe('Entries: 2');
    expect(screen.getAllByRole('button', { name: 'Copy snippet' })).toHaveLength(2);
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByText('<.+?>').tagName).toBe('CODE');
    expect(tags.querySelector('strong')?.textContent).toBe('lazy');
    // Lingui must not read the example's <b> as one of its placeholders.
    expect(tags.textContent).toContain('Finds <b> in <b>bold</b>');
    expect(tags.textContent).toContain('No match: no tags');
    expect(screen.getByRole('region', { name: 'Words' }).textContent).toContain('Flags: i');
    expect(errors).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#memo-test-tags', '#memo-test-words']);
  });

  it('filters as you type and says when nothing matches', () => {
    render(<Harness />);
    const search = screen.getByLabelText('Search the cheat sheet');
    fireEvent.change(search, { target: { value: 'WHOLE' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Words']);
    expect(screen.getByRole('status').textContent).toBe('Entries: 1');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No entry matches “nothing like this”.');
  });
});

describe('MemoRendering', () => {
  it('renders sanitised Markdown, headings as text so that the page outline is kept', () => {
    render(<MemoRendering markdown={'# Title\n\n<img src=x onerror="alert(1)">'} label="Rendered" />);
    const box = screen.getByRole('group', { name: 'Rendered' });
    expect(box.querySelector('h1'), box.innerHTML).toBeNull();
    expect(box.querySelector('[data-heading="1"]')?.textContent).toBe('Title');
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('names task-list checkboxes by their item (axe: every input has a label)', () => {
    render(<MemoRendering markdown={'- [x] Done\n- [ ] To do'} label="Rendered" />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(['Done', 'To do']);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
  });
});
