import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `extractTextFromHtmlState`. Each sets every option. */
export const extractTextFromHtmlTool = defineTool({
  path: '/extract-text-from-html',
  name: 'Extract text from HTML',
  description: 'Turn HTML into plain text, block elements on their own lines; nothing in it runs.',
  keywords: ['html', 'text', 'extract', 'strip tags', 'plain text', 'html to text', 'scrape', 'innertext'],
  icon: 'IconFileText',
  component: () => import('./ExtractTextFromHtmlTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['html-to-text'],
  examples: [
    {
      label: 'Article with a table',
      state: {
        input:
          '<article><h2>Planets</h2><p>The inner planets are rocky.</p><table><tr><th>Name</th><th>Moons</th></tr><tr><td>Earth</td><td>1</td></tr><tr><td>Mars</td><td>2</td></tr></table></article>',
        links: 'text',
        tables: 'tsv',
        wordwrap: 0,
        imageAlt: false,
        uppercaseHeadings: false,
      },
    },
    {
      label: 'E-mail with links',
      state: {
        input:
          '<p>Hi Ann,</p><p>Your order <a href="https://shop.example/orders/42">#42</a> has shipped.<br>Track it on the <a href="https://track.example/42">carrier\'s site</a>.</p><p><img src="logo.png" alt="Example Shop"></p>',
        links: 'url',
        tables: 'tsv',
        wordwrap: 72,
        imageAlt: true,
        uppercaseHeadings: false,
      },
    },
  ],
});
