import { pasteAsMarkdownTool } from './paste-as-markdown/meta.js';
import { htmlWysiwygEditorTool } from './html-wysiwyg-editor/meta.js';
import { markdownEditorTool } from './markdown-editor/meta.js';
import { markdownTocGeneratorTool } from './markdown-toc-generator/meta.js';
import { htmlToMarkdownTool } from './html-to-markdown/meta.js';
import { markdownToHtmlTool } from './markdown-to-html/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [markdownToHtmlTool, htmlToMarkdownTool, markdownTocGeneratorTool, markdownEditorTool, htmlWysiwygEditorTool, pasteAsMarkdownTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { markdownToHtmlTool, htmlToMarkdownTool, markdownTocGeneratorTool, markdownEditorTool, htmlWysiwygEditorTool, pasteAsMarkdownTool };
export * from './markdown-to-html/markdown-to-html.js';
export * from './html-to-markdown/html-to-markdown.js';
export * from './markdown-toc-generator/markdown-toc-generator.js';
export * from './markdown-editor/markdown-editor.js';
export * from './html-wysiwyg-editor/html-wysiwyg-editor.js';
export * from './paste-as-markdown/paste-as-markdown.js';
