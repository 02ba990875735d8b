import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The XPath 1.0 cheat sheet (https://www.w3.org/TR/xpath-10/; what browsers' `document.evaluate`,
 * libxml2 and most tools run): paths, axes, predicates, operators and functions, on a small
 * library document (books with an `id`, `lang` and `year`, each with a `title`, authors and a
 * `price`). Written for this project; the tests evaluate every expression.
 */
export const xpathMemo: Memo = {
  id: 'xpath',
  sections: [
    {
      id: 'paths',
      title: msg`Paths`,
      entries: [
        { code: '/library/book', description: msg`Absolute path: \`book\` children of the root \`library\`.` },
        { code: '//title', description: msg`\`//\`: every \`title\`, at any depth.` },
        { code: '//book/title', description: msg`\`title\` children of every \`book\`.` },
        { code: '/library/*', description: msg`\`*\`: every child element, whatever its name.` },
        { code: '//@id', description: msg`\`@\`: attributes, here every \`id\`.` },
        { code: '//title/text()', description: msg`The text nodes inside the titles.` },
        { code: '//price/..', description: msg`\`..\`: the parent; \`.\` is the node itself.` },
        { code: '//comment()', description: msg`Comments; \`node()\` matches any node.` },
        { code: '//title | //magazine', description: msg`\`|\`: union of two node sets, in document order.` },
      ],
    },
    {
      id: 'predicates',
      title: msg`Predicates`,
      entries: [
        { code: '//book[1]', description: msg`The first \`book\` of its parent (positions start at 1).` },
        { code: '//book[last()]', description: msg`The last one.` },
        { code: '//book[position() <= 2]', description: msg`The first two.` },
        { code: "//book[@lang='fr']", description: msg`With an attribute value.` },
        { code: '//book[price > 25]', description: msg`With a child whose value compares (as a number).` },
        { code: "//book[author='Ann']/title", description: msg`A node set equals a string when **any** node does.` },
        { code: '//book[count(author) > 1]', description: msg`With more than one \`author\`.` },
        { code: "//book[not(@lang='en')]", description: msg`\`not()\`: negates a condition.` },
        { code: "//book[@year >= 2005 and @lang='en']", description: msg`\`and\`, \`or\`: combine conditions.` },
        { code: '//author[2]', description: msg`The second \`author\` **of each book**.` },
        { code: '(//author)[2]', description: msg`The second \`author\` of the whole document.` },
      ],
    },
    {
      id: 'axes',
      title: msg`Axes`,
      entries: [
        { code: "//title[.='Monthly']/parent::*", description: msg`\`parent::\` the parent (same as \`..\`).` },
        { code: '//author/ancestor::library', description: msg`\`ancestor::\` parents, grandparents…; \`ancestor-or-self::\` too.` },
        { code: '//book[1]/descendant::*', description: msg`\`descendant::\` children, grandchildren… (\`//\` is short for it).` },
        { code: '//book[2]/following-sibling::book', description: msg`\`following-sibling::\` later siblings.` },
        {
          code: '//book[2]/preceding-sibling::*',
          description: msg`\`preceding-sibling::\` earlier siblings, nearest first in predicates.`,
        },
        { code: '//book[1]/following::title', description: msg`\`following::\` everything after, outside the node.` },
        { code: '//book[1]/attribute::lang', description: msg`\`attribute::\` is the long form of \`@\`.` },
        { code: '//book/child::price', description: msg`\`child::\` is the default axis.` },
      ],
    },
    {
      id: 'strings',
      title: msg`String functions`,
      entries: [
        { code: "//book[contains(title, 'XPath')]", description: msg`\`contains(text, part)\`, case-sensitive.` },
        { code: "//*[starts-with(@id, 'm')]", description: msg`\`starts-with(text, prefix)\`.` },
        { code: 'string-length(//book[1]/title)', description: msg`Number of characters.` },
        { code: "normalize-space('  a   b ')", description: msg`Trims and collapses white space.` },
        { code: "concat(//book[1]/author, ' & ', //book[2]/author)", description: msg`Joins strings (first node of each set).` },
        { code: "substring-before(//book[2]/title, ' ')", description: msg`Text before a separator; \`substring-after\` after it.` },
        { code: "substring('XPath', 2, 3)", description: msg`Three characters from position 2.` },
        {
          code: "translate(//magazine/title, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')",
          description: msg`Replaces characters: upper case in XPath 1.0.`,
        },
        { code: 'name(/*)', description: msg`Name of a node; \`local-name()\` without prefix.` },
      ],
    },
    {
      id: 'numbers',
      title: msg`Numbers and booleans`,
      entries: [
        { code: 'count(//book)', description: msg`Number of nodes.` },
        { code: 'sum(//price)', description: msg`Sum of the nodes’ values.` },
        { code: 'round(//book[2]/price)', description: msg`Nearest integer; \`floor\` and \`ceiling\` too.` },
        { code: '10 div 4', description: msg`Division (\`/\` is the path operator).` },
        { code: '10 mod 3', description: msg`Remainder.` },
        { code: 'boolean(//magazine)', description: msg`True when the node set is not empty.` },
        { code: 'number(//book[3]/price) * 2', description: msg`Converts to a number; \`NaN\` when it is not one.` },
      ],
    },
  ],
};
