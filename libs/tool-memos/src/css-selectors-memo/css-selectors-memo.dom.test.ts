// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cssSelectorsMemo } from './css-selectors-memo.js';

// Selectors Level 4 (https://www.w3.org/TR/selectors-4/), run with jsdom's querySelectorAll on a sample document.
const SAMPLE = `
<main id="main">
  <h1 id="title">Title</h1>
  <p id="p1" class="intro lead">Intro <a id="a1" href="https://example.com" target="_blank">site</a></p>
  <p id="p2">Second <a id="a2" href="/docs/guide.pdf">guide</a></p>
  <ul id="list"><li id="li1">one</li><li id="li2" class="done">two</li><li id="li3">three</li><li id="li4" class="done">four</li></ul>
  <form id="form">
    <input id="name" type="text" required placeholder="Name">
    <input id="agree" type="checkbox" checked>
    <input id="email" type="email" disabled value="x">
  </form>
  <div id="empty"></div>
  <section id="card" lang="fr-CA" data-state="open"><h2 id="card-title">Card</h2></section>
  <figure id="fig"><img id="img" alt=""></figure>
</main>`;

/** What each selector selects in SAMPLE (ids, document order); `[]` for states a static page does not have. */
const EXPECTED: Record<string, string[]> = {
  '*': ['<all>'],
  p: ['p1', 'p2'],
  '.intro': ['p1'],
  '#main': ['main'],
  'p.intro.lead': ['p1'],
  'h1, h2': ['title', 'card-title'],
  'main a': ['a1', 'a2'],
  'ul > li': ['li1', 'li2', 'li3', 'li4'],
  'h1 + p': ['p1'],
  'h1 ~ p': ['p1', 'p2'],
  '[target]': ['a1'],
  '[type="checkbox"]': ['agree'],
  '[href^="https:"]': ['a1'],
  '[href$=".pdf"]': ['a2'],
  '[href*="docs"]': ['a2'],
  '[class~="lead"]': ['p1'],
  '[lang|="fr"]': ['card'],
  '[data-state="OPEN" i]': ['card'],
  'li:first-child': ['li1'],
  'li:last-child': ['li4'],
  'li:nth-child(2n+1)': ['li1', 'li3'],
  'li:nth-last-child(2)': ['li3'],
  'li:nth-child(1 of .done)': ['li2'],
  'p:first-of-type': ['p1'],
  'img:only-child': ['img'],
  'div:empty': ['empty'],
  ':root': ['<html>'],
  'li:not(.done)': ['li1', 'li3'],
  ':is(h1, h2) + p': ['p1'],
  ':where(ul, ol) li': ['li1', 'li2', 'li3', 'li4'],
  'section:has(> h2)': ['card'],
  'p:has(+ ul)': ['p2'],
  'a:any-link': ['a1', 'a2'],
  'a:hover': [],
  'input:focus-visible': [],
  'form:focus-within': [],
  'input:checked': ['agree'],
  'input:disabled': ['email'],
  'input:required': ['name'],
  'input:invalid': ['name'],
  'input:placeholder-shown': ['name'],
  'section:target': [],
};

/** Pseudo-elements are not elements: querySelector accepts none of them (Selectors API: a syntax error or no match). */
const PSEUDO_ELEMENTS = ['p::before', 'p::first-line', 'input::placeholder', '::selection', 'li::marker'];

describe('cssSelectorsMemo on a sample document', () => {
  document.body.innerHTML = SAMPLE;
  const entries = cssSelectorsMemo.sections.flatMap((s) => s.entries);

  it('has an expectation for every selector', () => {
    expect(entries.map((e) => e.code).sort()).toEqual([...Object.keys(EXPECTED), ...PSEUDO_ELEMENTS].sort());
  });

  it.each(Object.entries(EXPECTED))('%s selects %j', (selector, ids) => {
    const found = [...document.querySelectorAll(selector)];
    if (ids[0] === '<all>') expect(found.length).toBe(document.getElementsByTagName('*').length);
    else if (ids[0] === '<html>') expect(found).toEqual([document.documentElement]);
    else expect(found.map((el) => el.id)).toEqual(ids);
  });

  it.each(PSEUDO_ELEMENTS)('%s is a pseudo-element: the selector before it parses', (selector) => {
    const element = selector.split('::')[0] || '*';
    expect(() => document.querySelectorAll(element)).not.toThrow();
    expect(selector).toMatch(/::(?:before|first-line|placeholder|selection|marker)$/);
  });
});
