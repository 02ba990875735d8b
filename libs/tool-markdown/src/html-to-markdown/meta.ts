import { defineTool } from '@handy-tools/ui/kit';

export const htmlToMarkdownTool = defineTool({
  path: '/html-to-markdown',
  name: 'HTML to Markdown',
  description: 'Convert HTML to Markdown, with GitHub tables, strikethrough and task lists.',
  keywords: ['html', 'markdown', 'md', 'turndown', 'convert', 'gfm', 'table', 'web page'],
  icon: 'IconMarkdown',
  component: () => import('./HtmlToMarkdownTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['turndown', '@joplin/turndown-plugin-gfm'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Article with a table',
      state: {
        input:
          '<h1>Release notes</h1>\n<p>Version <strong>2.0</strong> is <del>beta</del> <em>stable</em>. See <a href="https://example.com/docs">the docs</a>.</p>\n<table>\n  <thead><tr><th align="left">Feature</th><th align="center">Status</th></tr></thead>\n  <tbody><tr><td>Tables</td><td>done</td></tr><tr><td>Tasks</td><td>done</td></tr></tbody>\n</table>\n<ul><li><input type="checkbox" checked> Write docs</li><li><input type="checkbox"> Ship it</li></ul>',
      },
    },
    {
      label: 'Code, setext headings',
      state: {
        input: '<h2>Install</h2>\n<pre><code class="language-sh">npm install turndown\n</code></pre>\n<blockquote><p>Works offline.</p></blockquote>',
        headingStyle: 'setext',
        fence: '~~~',
      },
    },
  ],
});
