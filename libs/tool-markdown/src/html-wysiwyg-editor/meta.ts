import { defineTool } from '@handy-tools/ui/kit';

export const htmlWysiwygEditorTool = defineTool({
  path: '/html-wysiwyg-editor',
  name: 'HTML WYSIWYG editor',
  description: 'Write rich text with headings, lists, tables and colours, and get clean HTML.',
  keywords: ['html', 'wysiwyg', 'rich text', 'editor', 'tiptap', 'prettify', 'table', 'colour', 'highlight'],
  icon: 'IconFileTypeHtml',
  component: () => import('./HtmlWysiwygEditorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@tiptap/react', '@tiptap/starter-kit', '@tiptap/extension-table', '@tiptap/extension-text-style', 'prettier', 'dompurify'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Newsletter',
      state: {
        html: '<h1>Monthly news</h1><p>Hello <strong>everyone</strong>, here is <span style="color: #0b6b3a">what changed</span> and <em>what is next</em>.</p><ul><li><p>Faster pages</p></li><li><p><s>Old editor</s> removed</p></li></ul><table><tbody><tr><th><p>Team</p></th><th><p>Lead</p></th></tr><tr><td><p>Web</p></td><td><p>Ann</p></td></tr></tbody></table><blockquote><p>See you next month.</p></blockquote>',
      },
    },
    { label: 'Indented by 4', state: { html: '<h2>Notes</h2><ol><li><p>First</p></li><li><p>Second</p></li></ol>', indent: '4' } },
  ],
});
