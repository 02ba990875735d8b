// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/markdown-to-html": { description: "Convert GitHub-flavoured Markdown to sanitised HTML, with a preview and a print view.", keywords: ["markdown","html","gfm","commonmark","convert","render","preview","print","pdf","md"] },
  "/html-to-markdown": { description: "Convert HTML to Markdown, with GitHub tables, strikethrough and task lists.", keywords: ["html","markdown","md","turndown","convert","gfm","table","web page"] },
  "/markdown-toc-generator": { description: "Generate a table of contents with GitHub-compatible anchors from the headings of a Markdown document.", keywords: ["markdown","toc","table of contents","headings","anchors","github","slug","readme"] },
  "/markdown-editor": { description: "Write Markdown with a live preview and a toolbar; open and download .md files.", keywords: ["markdown","editor","md","preview","gfm","codemirror","readme","write"] },
  "/html-wysiwyg-editor": { description: "Write rich text with headings, lists, tables and colours, and get clean HTML.", keywords: ["html","wysiwyg","rich text","editor","tiptap","prettify","table","colour","highlight"] },
  "/paste-as-markdown": { description: "Paste rich content from web pages, documents or spreadsheets and get Markdown.", keywords: ["paste","clipboard","markdown","rich text","html","spreadsheet","excel","google sheets","table","convert"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/markdown-to-html": () => import('./markdown-to-html/meta.js').then((m) => m.markdownToHtmlTool),
  "/html-to-markdown": () => import('./html-to-markdown/meta.js').then((m) => m.htmlToMarkdownTool),
  "/markdown-toc-generator": () => import('./markdown-toc-generator/meta.js').then((m) => m.markdownTocGeneratorTool),
  "/markdown-editor": () => import('./markdown-editor/meta.js').then((m) => m.markdownEditorTool),
  "/html-wysiwyg-editor": () => import('./html-wysiwyg-editor/meta.js').then((m) => m.htmlWysiwygEditorTool),
  "/paste-as-markdown": () => import('./paste-as-markdown/meta.js').then((m) => m.pasteAsMarkdownTool),
};
