import { defineTool } from '@handy-tools/ui/kit';

export const htmlWysiwygEditorTool = defineTool({
  path: '/html-wysiwyg-editor',
  name: 'HTML WYSIWYG editor',
  description: 'Write rich text with headings, lists, tables and colours, and get clean HTML.',
  keywords: ['html', 'wysiwyg', 'editor'],
  icon: 'IconTool',
  component: () => import('./HtmlWysiwygEditorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
