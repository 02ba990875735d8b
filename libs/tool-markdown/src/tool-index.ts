// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/markdown-to-html",
    name: "Markdown to HTML",
    createdAt: "2026-11-28",
    meta: () => import('./markdown-to-html/meta.js').then((m) => m.markdownToHtmlTool),
  }),
  toolIndexEntry({
    path: "/html-to-markdown",
    name: "HTML to Markdown",
    createdAt: "2026-11-28",
    meta: () => import('./html-to-markdown/meta.js').then((m) => m.htmlToMarkdownTool),
  }),
  toolIndexEntry({
    path: "/markdown-toc-generator",
    name: "Markdown table of contents",
    createdAt: "2026-11-28",
    meta: () => import('./markdown-toc-generator/meta.js').then((m) => m.markdownTocGeneratorTool),
  }),
  toolIndexEntry({
    path: "/markdown-editor",
    name: "Markdown editor",
    createdAt: "2026-11-28",
    meta: () => import('./markdown-editor/meta.js').then((m) => m.markdownEditorTool),
  }),
  toolIndexEntry({
    path: "/html-wysiwyg-editor",
    name: "HTML WYSIWYG editor",
    createdAt: "2026-11-28",
    meta: () => import('./html-wysiwyg-editor/meta.js').then((m) => m.htmlWysiwygEditorTool),
  }),
  toolIndexEntry({
    path: "/paste-as-markdown",
    name: "Paste as Markdown",
    createdAt: "2026-11-28",
    meta: () => import('./paste-as-markdown/meta.js').then((m) => m.pasteAsMarkdownTool),
  }),
];
