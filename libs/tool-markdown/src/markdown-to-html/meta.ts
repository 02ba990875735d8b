import { defineTool } from '@handy-tools/ui/kit';

export const markdownToHtmlTool = defineTool({
  path: '/markdown-to-html',
  name: 'Markdown to HTML',
  description: 'Convert GitHub-flavoured Markdown to sanitised HTML, with a preview and a print view.',
  keywords: ['markdown', 'html', 'gfm', 'commonmark', 'convert', 'render', 'preview', 'print', 'pdf', 'md'],
  icon: 'IconMarkdown',
  component: () => import('./MarkdownToHtmlTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['marked', 'dompurify', 'github-slugger'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'GFM table and task list',
      state: {
        input: '# Release notes\n\n| Feature | Status |\n| :-- | :-: |\n| Tables | ✅ |\n| ~~Flash~~ | removed |\n\n- [x] Write docs\n- [ ] Ship it\n\nSee https://github.github.com/gfm/ for the spec.\n',
      },
    },
    {
      label: 'Heading anchors',
      state: { input: '## Install\n\nRun `npm i`.\n\n## Install\n\nAgain, on another machine.\n\n[Back to the first](#install)\n', headingIds: true },
    },
    { label: 'Raw HTML shown as text', state: { input: 'A <kbd>Ctrl</kbd> key and <b>bold</b> HTML.', rawHtml: 'escape' } },
  ],
});
