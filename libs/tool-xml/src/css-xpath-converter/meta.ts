import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `cssXpathConverterState`. */
export const cssXpathConverterTool = defineTool({
  path: '/css-xpath-converter',
  name: 'CSS selector to XPath converter',
  description: 'Convert CSS selectors to XPath expressions and simple XPath back to CSS.',
  keywords: ['css', 'xpath', 'selector', 'converter', 'scraping', 'selenium', 'playwright', 'querySelector'],
  icon: 'IconArrowsExchange',
  component: () => import('./CssXpathConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['css-what'],
  examples: [
    {
      label: 'Menu links',
      state: {
        css: 'nav ul.menu > li:first-child a[href^="https"]',
        xpath: "//nav//ul[contains(concat(' ', normalize-space(@class), ' '), ' menu ')]/li[1]//a",
        prefix: '//',
      },
    },
    {
      label: 'Siblings and :not',
      state: {
        css: 'h2 + p:not(.note), h2 ~ table',
        xpath: "//h2/following-sibling::*[1][self::p] | //table[@id='data']/tr[last()]",
        prefix: '//',
      },
    },
    { label: 'Under the context node', state: { css: 'form input[type="email"]', xpath: "//form//input[@type='email']", prefix: './/' } },
  ],
});
