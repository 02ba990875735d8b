import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The CSS selectors cheat sheet (Selectors Level 4, https://www.w3.org/TR/selectors-4/): simple
 * selectors, combinators, attribute selectors, structural, logical and state pseudo-classes, and
 * pseudo-elements. Written for this project; the tests run every selector on a sample document.
 */
export const cssSelectorsMemo: Memo = {
  id: 'css-selectors',
  sections: [
    {
      id: 'basic',
      title: msg`Basic selectors`,
      entries: [
        { code: '*', description: msg`Every element.` },
        { code: 'p', description: msg`Elements of a type (tag name).` },
        { code: '.intro', description: msg`Elements with a class.` },
        { code: '#main', description: msg`The element with an id.` },
        { code: 'p.intro.lead', description: msg`Chained: a \`p\` with both classes.` },
        { code: 'h1, h2', description: msg`A list: elements matching any of the selectors.` },
      ],
    },
    {
      id: 'combinators',
      title: msg`Combinators`,
      entries: [
        { code: 'main a', description: msg`Descendant: an \`a\` anywhere inside \`main\`.` },
        { code: 'ul > li', description: msg`Child: an \`li\` directly inside a \`ul\`.` },
        { code: 'h1 + p', description: msg`Next sibling: the \`p\` right after an \`h1\`.` },
        { code: 'h1 ~ p', description: msg`Later siblings: every \`p\` after an \`h1\`, same parent.` },
      ],
    },
    {
      id: 'attributes',
      title: msg`Attributes`,
      entries: [
        { code: '[target]', description: msg`Has the attribute.` },
        { code: '[type="checkbox"]', description: msg`Attribute equals the value.` },
        { code: '[href^="https:"]', description: msg`Value starts with.` },
        { code: '[href$=".pdf"]', description: msg`Value ends with.` },
        { code: '[href*="docs"]', description: msg`Value contains.` },
        { code: '[class~="lead"]', description: msg`One of the space-separated words is.` },
        { code: '[lang|="fr"]', description: msg`Value is \`fr\` or starts with \`fr-\` (languages).` },
        { code: '[data-state="OPEN" i]', description: msg`\`i\`: compares the value ignoring case.` },
      ],
    },
    {
      id: 'structural',
      title: msg`Structural pseudo-classes`,
      entries: [
        { code: 'li:first-child', description: msg`First child of its parent.` },
        { code: 'li:last-child', description: msg`Last child of its parent.` },
        { code: 'li:nth-child(2n+1)', description: msg`Odd children (1st, 3rd…); \`odd\` and \`even\` work too.` },
        { code: 'li:nth-last-child(2)', description: msg`Second child from the end.` },
        { code: 'li:nth-child(1 of .done)', description: msg`First of the children that match \`.done\`.` },
        { code: 'p:first-of-type', description: msg`First element of its type among its siblings.` },
        { code: 'img:only-child', description: msg`An element without siblings; \`:only-of-type\` by type.` },
        { code: 'div:empty', description: msg`No children and no text.` },
        { code: ':root', description: msg`The document’s root element (\`html\`).` },
      ],
    },
    {
      id: 'logical',
      title: msg`Logical pseudo-classes`,
      entries: [
        { code: 'li:not(.done)', description: msg`Elements that do not match the list.` },
        { code: ':is(h1, h2) + p', description: msg`Matches any selector of the list; takes the highest specificity.` },
        { code: ':where(ul, ol) li', description: msg`Like \`:is\`, with zero specificity (easy to override).` },
        { code: 'section:has(> h2)', description: msg`Parent selector: a \`section\` with an \`h2\` child.` },
        { code: 'p:has(+ ul)', description: msg`A \`p\` followed by a \`ul\`.` },
      ],
    },
    {
      id: 'states',
      title: msg`Links, forms and states`,
      entries: [
        { code: 'a:any-link', description: msg`Links with an \`href\`; \`:visited\` once visited.` },
        { code: 'a:hover', description: msg`Under the mouse pointer.` },
        { code: 'input:focus-visible', description: msg`Focused, when the browser shows focus (keyboard).` },
        { code: 'form:focus-within', description: msg`Contains the focused element.` },
        { code: 'input:checked', description: msg`Checked box or radio button.` },
        { code: 'input:disabled', description: msg`Disabled field; \`:enabled\` the others.` },
        { code: 'input:required', description: msg`Required field; \`:optional\` the others.` },
        { code: 'input:invalid', description: msg`Field whose value breaks its constraints.` },
        { code: 'input:placeholder-shown', description: msg`Field showing its placeholder.` },
        { code: 'section:target', description: msg`The element the URL fragment points to.` },
      ],
    },
    {
      id: 'pseudo-elements',
      title: msg`Pseudo-elements`,
      entries: [
        { code: 'p::before', description: msg`Generated content before the content (needs \`content\`); \`::after\` after it.` },
        { code: 'p::first-line', description: msg`First line of a block; \`::first-letter\` its first letter.` },
        { code: 'input::placeholder', description: msg`Placeholder text of a field.` },
        { code: '::selection', description: msg`Text the user selected.` },
        { code: 'li::marker', description: msg`Bullet or number of a list item.` },
      ],
    },
  ],
};
