import { defineTool } from '@handy-tools/ui/kit';

export const pasteAsMarkdownTool = defineTool({
  path: '/paste-as-markdown',
  name: 'Paste as Markdown',
  description: 'Paste rich content from web pages, documents or spreadsheets and get Markdown.',
  keywords: ['paste', 'clipboard', 'markdown', 'rich text', 'html', 'spreadsheet', 'excel', 'google sheets', 'table', 'convert'],
  icon: 'IconClipboardText',
  component: () => import('./PasteAsMarkdownTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['turndown', '@joplin/turndown-plugin-gfm'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Web page selection',
      state: {
        html: '<h2 style="margin:0">Release notes</h2><p>See <a href="https://example.com/changelog">the changelog</a> for <b>all</b> changes.</p><ul><li>Faster <i>start-up</i></li><li><s>Flash</s> removed</li></ul>',
        text: 'Release notes\nSee the changelog for all changes.\nFaster start-up\nFlash removed',
      },
    },
    { label: 'Spreadsheet range (TSV)', state: { html: '', text: 'Country\tCapital\tPopulation\nFrance\tParis\t68,373,433\nJapan\tTokyo\t124,516,650\n' } },
  ],
});
