import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { englishText, memoEntryCount, memoProblems, memoSectionAnchor, searchMemo, type Memo } from './memo.js';

const sample: Memo = {
  id: 'sample',
  sections: [
    {
      id: 'first-steps',
      title: msg`First steps`,
      entries: [
        { code: 'git init', description: msg`Creates an empty repository in the current folder.` },
        { code: 'git clone <url>', description: msg`Copies a remote repository, with its **whole** history.` },
      ],
    },
    {
      id: 'café',
      title: msg`Undo`,
      entries: [{ code: 'git restore <file>', description: msg`Throws away the changes to \`file\` not yet staged.` }],
    },
  ],
};

describe('searchMemo', () => {
  it('returns the whole memo for a blank query', () => {
    const all = searchMemo(sample, '  \t');
    expect(all.count).toBe(3);
    expect(all.sections.map((s) => s.id)).toEqual(['first-steps', 'café']);
  });

  it('matches every word, anywhere in snippet, description or section title, ignoring case, accents and Markdown marks', () => {
    expect(searchMemo(sample, 'CLONE').sections.flatMap((s) => s.entries.map((e) => e.code))).toEqual(['git clone <url>']);
    expect(searchMemo(sample, 'whole history').count).toBe(1); // "**whole** history": emphasis marks ignored
    expect(searchMemo(sample, 'undo file').count).toBe(1); // section title + description
    expect(searchMemo(sample, 'first git').count).toBe(2); // section title + snippets
    expect(searchMemo(sample, 'Reposítory').count).toBe(2); // accent folded
    expect(searchMemo(sample, 'init clone').count).toBe(0); // every word must match one entry
  });

  it('drops sections left empty and counts what is left', () => {
    const found = searchMemo(sample, 'restore');
    expect(found.sections.map((s) => s.id)).toEqual(['café']);
    expect(found.count).toBe(1);
    expect(searchMemo(sample, 'no such thing')).toEqual({ sections: [], count: 0 });
  });

  it('searches in the language of the translation it is given', () => {
    const german: Record<string, string> = {
      [sample.sections[0]!.title.id]: 'Erste Schritte',
      [sample.sections[0]!.entries[0]!.description.id]: 'Legt ein leeres Repository im aktuellen Ordner an.',
    };
    const translate = (m: MessageDescriptor) => german[m.id] ?? englishText(m);
    expect(searchMemo(sample, 'leeres', translate).count).toBe(1);
    expect(searchMemo(sample, 'schritte', translate).count).toBe(2);
    expect(searchMemo(sample, 'empty', translate).count).toBe(0);
  });

  it('only returns entries of the memo, each matching every word of the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (q) => {
        const found = searchMemo(sample, q);
        expect(found.count).toBe(memoEntryCount({ id: 'x', sections: found.sections }));
        expect(found.count).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('never throws', () => {
    fuzzToolFunction((q: string) => searchMemo(sample, q));
    fuzzToolFunction(
      ([q, code]: [string, string]) =>
        searchMemo(
          { id: 'x', sections: [{ id: 'y', title: { id: 'a', message: code }, entries: [{ code, description: { id: 'b' } }] }] },
          q,
        ),
      fc.tuple(hostileText, hostileText),
    );
  });
});

describe('memoProblems', () => {
  it('accepts a sound memo', () => {
    expect(memoProblems({ ...sample, sections: sample.sections.filter((s) => s.id !== 'café') })).toEqual([]);
  });

  it('reports bad ids, duplicates, blank texts, trailing spaces and Lingui placeholders', () => {
    const problems = memoProblems({
      id: 'Bad Id',
      sections: [
        { id: 'a', title: msg`A`, entries: [{ code: 'x', description: msg`Uses '{'name'}'.` }] },
        {
          id: 'a',
          title: { id: 'blank', message: ' ' },
          entries: [
            { code: 'x', description: msg`Again.` },
            { code: 'y ', description: msg`Y.` },
          ],
        },
        { id: 'b', title: msg`B`, entries: [] },
      ],
    });
    expect(problems.join('\n')).toMatch(/memo id "Bad Id"/);
    expect(problems.join('\n')).toMatch(/section a: duplicate id/);
    expect(problems.join('\n')).toMatch(/blank text/);
    expect(problems.join('\n')).toMatch(/duplicate snippet "x"/);
    expect(problems.join('\n')).toMatch(/trailing white space/);
    expect(problems.join('\n')).toMatch(/section b: no entries/);
    expect(problems.join('\n')).toMatch(/Lingui placeholder/);
    expect(memoProblems(sample).join('\n')).toMatch(/section café: id/);
  });
});

describe('memoSectionAnchor', () => {
  it('gives HTML ids of letters, digits and dashes', () => {
    expect(memoSectionAnchor('git', 'first-steps')).toBe('memo-git-first-steps');
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => /^memo-[a-z0-9-]*$/.test(memoSectionAnchor(a, b))));
  });
});

describe('english texts through Lingui', () => {
  it('show as written (no ICU syntax in them)', () => {
    for (const s of sample.sections) for (const e of s.entries) expect(i18n._(e.description)).toBe(englishText(e.description));
  });
});
