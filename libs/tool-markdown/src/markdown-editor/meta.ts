import { defineTool } from '@handy-tools/ui/kit';

export const markdownEditorTool = defineTool({
  path: '/markdown-editor',
  name: 'Markdown editor',
  description: 'Write Markdown with a live preview and a toolbar; open and download .md files.',
  keywords: ['markdown', 'editor', 'md', 'preview', 'gfm', 'codemirror', 'readme', 'write'],
  icon: 'IconWriting',
  component: () => import('./MarkdownEditorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@codemirror/view', '@codemirror/lang-markdown', 'marked', 'dompurify'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'README',
      state: {
        text: '# My project\n\nA **small** tool that does *one* thing well.\n\n## Install\n\n```sh\nnpm install my-project\n```\n\n## Features\n\n- [x] Offline\n- [ ] Plugins\n\n| Option | Default |\n| --- | --- |\n| `verbose` | false |\n\n> Made with ~~love~~ care.\n',
      },
    },
    { label: 'Preview only', state: { text: '## Notes\n\n1. First\n2. Second\n\n| Key | Value |\n| --- | --- |\n| a | 1 |\n\nSee [the GFM spec](https://github.github.com/gfm/).\n', layout: 'preview' } },
  ],
});
