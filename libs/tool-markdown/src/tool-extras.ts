// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/markdown-to-html": { icon: IconTool, description: "Convert GitHub-flavoured Markdown to sanitised HTML, with a preview and a print view.", keywords: ["markdown","to","html"] },
  "/html-to-markdown": { icon: IconTool, description: "Convert HTML to Markdown, with GitHub tables, strikethrough and task lists.", keywords: ["html","to","markdown"] },
  "/markdown-toc-generator": { icon: IconTool, description: "Generate a table of contents with GitHub-compatible anchors from the headings of a Markdown document.", keywords: ["markdown","toc","generator"] },
  "/markdown-editor": { icon: IconTool, description: "Write Markdown with a live preview and a toolbar; open and download .md files.", keywords: ["markdown","editor"] },
  "/html-wysiwyg-editor": { icon: IconTool, description: "Write rich text with headings, lists, tables and colours, and get clean HTML.", keywords: ["html","wysiwyg","editor"] },
  "/paste-as-markdown": { icon: IconTool, description: "Paste rich content from web pages, documents or spreadsheets and get Markdown.", keywords: ["paste","as","markdown"] },
};
