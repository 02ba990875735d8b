import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';
import type { RegexMemoEntry } from '../shared/memo/regex-entry.js';

const r = String.raw;

/**
 * The regular-expression syntax cheat sheet, for JavaScript (ECMAScript 2025, §22.2): characters
 * and classes, anchors, quantifiers, groups, lookaround, flags and Unicode. Every entry carries
 * examples run by the tests with JavaScript's `RegExp`. Written for this project; shown by `MemoView`.
 */
export const regexMemo: Memo<RegexMemoEntry> = {
  id: 'regex',
  sections: [
    {
      id: 'characters',
      title: msg`Characters and classes`,
      entries: [
        {
          code: 'a.c',
          description: msg`\`.\` is any character except a line break (see the \`s\` flag).`,
          finds: [['abc', 'abc']],
          rejects: ['a\nc'],
        },
        { code: r`\.`, description: msg`A backslash makes a special character literal.`, finds: [['v1.2', '.']], rejects: ['v12'] },
        { code: '[aeiou]', description: msg`Any one of the listed characters.`, finds: [['sky blue', 'u']], rejects: ['rhythm'] },
        { code: '[^0-9]', description: msg`Any character **not** listed (negated class).`, finds: [['42a', 'a']], rejects: ['2024'] },
        { code: '[a-z0-9_-]', description: msg`Ranges; a \`-\` at the end is literal.`, finds: [['A-b', '-']], rejects: ['ABC'] },
        { code: r`\d`, description: msg`A digit, 0 to 9; \`\\D\` is any other character.`, finds: [['room 101', '1']], rejects: ['none'] },
        {
          code: r`\w`,
          description: msg`A word character: ASCII letter, digit or \`_\`; \`\\W\` the rest.`,
          finds: [['--x--', 'x']],
          rejects: ['é!'],
        },
        {
          code: r`\s`,
          description: msg`White space: space, tab, line break, no-break space…; \`\\S\` the rest.`,
          finds: [['a\tb', '\t']],
          rejects: ['ab'],
        },
        { code: r`\t|\n|\r`, description: msg`Tab, line feed, carriage return.`, finds: [['a\r\n', '\r']], rejects: ['a b'] },
        { code: r`\x41|\u00e9`, description: msg`A character by its hexadecimal code.`, finds: [['café', 'é']], rejects: ['cafe'] },
      ],
    },
    {
      id: 'anchors',
      title: msg`Anchors and boundaries`,
      entries: [
        {
          code: '^Hello',
          description: msg`Start of the text (of each line with \`m\`).`,
          finds: [['Hello world', 'Hello']],
          rejects: ['Say Hello'],
        },
        { code: 'end$', description: msg`End of the text (of each line with \`m\`).`, finds: [['the end', 'end']], rejects: ['endless'] },
        {
          code: r`\bcat\b`,
          description: msg`Word boundary: \`cat\` as a whole word.`,
          finds: [['a cat.', 'cat']],
          rejects: ['concatenate'],
        },
        {
          code: r`\Bcat\B`,
          description: msg`Not a word boundary: \`cat\` inside a word.`,
          finds: [['concatenate', 'cat']],
          rejects: ['a cat'],
        },
      ],
    },
    {
      id: 'quantifiers',
      title: msg`Quantifiers`,
      entries: [
        { code: 'colou?r', description: msg`\`?\`: zero or one time.`, matches: ['color', 'colour'], rejects: ['colouur'] },
        {
          code: 'go*l',
          description: msg`\`*\`: zero or more times.`,
          finds: [
            ['gooool', 'gooool'],
            ['gl', 'gl'],
          ],
          rejects: ['gaol'],
        },
        { code: r`\d+`, description: msg`\`+\`: one or more times.`, finds: [['abc123def', '123']], rejects: ['abc'] },
        { code: r`\d{4}`, description: msg`Exactly n times.`, finds: [['year 2025!', '2025']], rejects: ['123'] },
        {
          code: r`\d{2,4}`,
          description: msg`From n to m times; leave m out for “n or more”.`,
          finds: [['123456', '1234']],
          rejects: ['1a2'],
        },
        {
          code: '<.+?>',
          description: msg`A \`?\` after a quantifier makes it lazy: as few as possible.`,
          finds: [['<b>bold</b>', '<b>']],
          rejects: ['<>'],
        },
        {
          code: '<.+>',
          description: msg`Quantifiers are greedy by default: as many as possible.`,
          finds: [['<b>bold</b>', '<b>bold</b>']],
          rejects: ['no tags'],
        },
      ],
    },
    {
      id: 'groups',
      title: msg`Groups and references`,
      entries: [
        {
          code: '(ab)+',
          description: msg`A group repeats as a whole and captures what it matched.`,
          finds: [['xababy', 'abab']],
          rejects: ['ba'],
        },
        {
          code: '(?:ab)+',
          description: msg`A non-capturing group: groups without capturing.`,
          finds: [['abab', 'abab']],
          rejects: ['bbaa'],
        },
        { code: 'cat|dog', description: msg`Alternation: one or the other.`, finds: [['hotdog', 'dog']], rejects: ['bird'] },
        { code: r`(\w)\1`, description: msg`\`\\1\` repeats what group 1 matched.`, finds: [['hello', 'll']], rejects: ['abc'] },
        {
          code: r`(?<year>\d{4})-(?<month>\d{2})`,
          description: msg`A named group, read as \`match.groups.year\`.`,
          finds: [['on 2025-06-01', '2025-06']],
          rejects: ['25-06'],
        },
        {
          code: r`(?<q>['"]).*?\k<q>`,
          description: msg`\`\\k<name>\` repeats a named group.`,
          finds: [[`say "hi" now`, '"hi"']],
          rejects: [`'mixed"`],
        },
      ],
    },
    {
      id: 'lookaround',
      title: msg`Lookaround`,
      entries: [
        {
          code: r`\d+(?=€)`,
          description: msg`Lookahead: followed by, without taking it.`,
          finds: [['costs 30€', '30']],
          rejects: ['costs 30$'],
        },
        {
          code: r`\d+(?!\d|€)`,
          description: msg`Negative lookahead: **not** followed by.`,
          finds: [['30€ or 45$', '45']],
          rejects: ['30€'],
        },
        { code: r`(?<=\$)\d+`, description: msg`Lookbehind: preceded by.`, finds: [['price: $45', '45']], rejects: ['price: 45'] },
        { code: r`(?<!-)\b\d+`, description: msg`Negative lookbehind: **not** preceded by.`, finds: [['-5 and 7', '7']], rejects: ['-5'] },
      ],
    },
    {
      id: 'flags',
      title: msg`Flags`,
      entries: [
        { code: '/hello/i', description: msg`\`i\`: ignores case.`, finds: [['Say HELLO', 'HELLO']], rejects: ['help'] },
        {
          code: '/a/g',
          description: msg`\`g\`: finds every match (\`matchAll\`, \`replaceAll\`).`,
          finds: [['banana', 'a']],
          rejects: ['xyz'],
        },
        { code: '/^b/m', description: msg`\`m\`: \`^\` and \`$\` match at each line.`, finds: [['a\nb', 'b']], rejects: ['ab'] },
        { code: '/a.b/s', description: msg`\`s\`: \`.\` also matches line breaks.`, finds: [['a\nb', 'a\nb']], rejects: ['ab'] },
        { code: '/foo/y', description: msg`\`y\`: sticky, matches only at \`lastIndex\`.`, finds: [['foobar', 'foo']], rejects: ['a foo'] },
        {
          code: r`/(?<d>\d)/d`,
          description: msg`\`d\`: adds the start and end of each group (\`match.indices\`).`,
          finds: [['a1', '1']],
          rejects: ['a'],
        },
      ],
    },
    {
      id: 'unicode',
      title: msg`Unicode`,
      entries: [
        {
          code: r`/\p{L}+/u`,
          description: msg`Letters of any script (needs \`u\` or \`v\`).`,
          finds: [['42 Ärger', 'Ärger']],
          rejects: ['123'],
        },
        { code: r`/\p{Script=Greek}/u`, description: msg`Characters of one script.`, finds: [['alpha α', 'α']], rejects: ['alpha'] },
        { code: r`/\p{Lu}/u`, description: msg`An upper-case letter; \`\\P\` negates.`, finds: [['élan Éric', 'É']], rejects: ['élan'] },
        { code: r`/^.$/u`, description: msg`With \`u\`, \`.\` is one code point, even an emoji.`, matches: ['😀'], rejects: ['ab'] },
        {
          code: r`/[\p{L}--\p{Script=Latin}]/v`,
          description: msg`\`v\`: set subtraction (\`--\`) and intersection (\`&&\`) in classes.`,
          finds: [['abc Ж', 'Ж']],
          rejects: ['abc'],
        },
      ],
    },
  ],
};
