import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The JSONPath cheat sheet, in the standard syntax of RFC 9535 (2024): selectors, slices,
 * descendants, filters and functions, on the bookstore document of RFC 9535 §1.5 (a `store` with
 * four `book`s and a `bicycle`). Written for this project; the tests run every query with json-p3,
 * an RFC 9535 implementation.
 */
export const jsonpathMemo: Memo = {
  id: 'jsonpath',
  sections: [
    {
      id: 'basics',
      title: msg`Basics`,
      entries: [
        { code: '$', description: msg`The root of the document.` },
        { code: '$.store.bicycle.color', description: msg`Member by name (dot notation).` },
        { code: "$['store']['bicycle']['color']", description: msg`Bracket notation: any name, even with spaces or dots.` },
        { code: '$.store.*', description: msg`\`*\`: every member value or array element.` },
        { code: '$..author', description: msg`\`..\`: descendants at any depth.` },
        { code: '$.store..price', description: msg`Every \`price\` under \`store\`.` },
        { code: '$..*', description: msg`Every value of the document, at any depth.` },
      ],
    },
    {
      id: 'arrays',
      title: msg`Arrays`,
      entries: [
        { code: '$.store.book[0].title', description: msg`Element by index, from 0.` },
        { code: '$.store.book[-1].title', description: msg`Negative index: from the end.` },
        { code: '$.store.book[0,2].title', description: msg`Several selectors, results in that order.` },
        { code: '$.store.book[1:3].title', description: msg`Slice: from index 1 up to, not including, 3.` },
        { code: '$.store.book[:2].title', description: msg`The first two.` },
        { code: '$.store.book[-2:].title', description: msg`The last two.` },
        { code: '$.store.book[::2].title', description: msg`Every second element (step).` },
        { code: '$.store.book[::-1].title', description: msg`Reverse order (negative step).` },
        { code: '$.store.book[*].author', description: msg`A member of every element.` },
        { code: '$.store.book[9]', description: msg`An index out of range selects nothing (no error).` },
      ],
    },
    {
      id: 'filters',
      title: msg`Filters`,
      entries: [
        { code: '$..book[?@.isbn]', description: msg`\`?\` filter; \`@\` is the current element. Here: has an \`isbn\`.` },
        { code: '$..book[?!@.isbn]', description: msg`\`!\`: has **no** \`isbn\`.` },
        { code: '$..book[?@.price < 10].title', description: msg`Comparison: \`==\`, \`!=\`, \`<\`, \`<=\`, \`>\`, \`>=\`.` },
        { code: "$..book[?@.category == 'fiction' && @.price < 20].title", description: msg`\`&&\` and, \`||\` or, parentheses to group.` },
        { code: '$..book[?@.price > $.store.book[0].price].title', description: msg`Compare with another value of the document (\`$\`).` },
        { code: '$.store[?@.color]', description: msg`Filters also run on object members.` },
      ],
    },
    {
      id: 'functions',
      title: msg`Functions`,
      entries: [
        {
          code: '$..book[?length(@.title) > 15].title',
          description: msg`\`length()\`: characters of a string, items of an array or object.`,
        },
        { code: '$.store[?count(@.*) > 2]', description: msg`\`count()\`: number of nodes a query selects.` },
        {
          code: "$..book[?match(@.isbn, '0-553-.*')].title",
          description: msg`\`match()\`: the **whole** string matches an I-Regexp (RFC 9485).`,
        },
        { code: "$..book[?search(@.title, 'of')].title", description: msg`\`search()\`: some part of the string matches.` },
        {
          code: "$..book[?value(@..category) == 'reference'].title",
          description: msg`\`value()\`: the value of a query that selects one node.`,
        },
      ],
    },
  ],
};
