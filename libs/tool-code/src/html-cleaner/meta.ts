import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const htmlCleanerTool = defineTool({
  path: '/html-cleaner',
  name: 'HTML cleaner',
  description: 'Strip scripts, styles, attributes, comments or empty tags from HTML, then format it.',
  keywords: [
    'html',
    'clean',
    'cleaner',
    'sanitize',
    'sanitise',
    'dompurify',
    'word',
    'google docs',
    'paste',
    'strip',
    'tags',
    'attributes',
    'styles',
    'format',
  ],
  icon: 'IconEraser',
  component: () => import('./HtmlCleanerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['dompurify'],
  examples: [
    {
      label: 'Pasted from Word',
      state: {
        input:
          "<p class=MsoNormal><b><span lang=EN-US style='font-size:14.0pt'>Meeting notes<o:p></o:p></span></b></p>\n<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n<ul type=disc><li class=MsoNormal style='mso-list:l0 level1 lfo1'><span lang=EN-US>Budget approved<o:p></o:p></span></li></ul>",
      },
    },
    {
      label: 'Web page with a script',
      state: {
        input:
          '<div class="card" data-id="7"><h2 id="t" style="color:#333">Title</h2><!-- teaser --><p>Read <a href="/more" class="btn">more</a></p><script>track()</script></div>',
        attributes: 'all',
        removeComments: false,
      },
    },
    {
      label: 'One line, keep classes',
      state: {
        input: '<ul class="menu">\n  <li class="item"><span>Home</span></li>\n  <li class="item"><span>About</span></li>\n</ul>',
        attributes: 'all',
        removeClassesAndIds: false,
        indent: 0,
      },
    },
  ],
});
