// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/markdown-to-html",
    name: "Markdown to HTML",
    createdAt: "2026-11-28",
    meta: meta("/markdown-to-html"),
  }),
  toolIndexEntry({
    path: "/html-to-markdown",
    name: "HTML to Markdown",
    createdAt: "2026-11-28",
    meta: meta("/html-to-markdown"),
  }),
  toolIndexEntry({
    path: "/markdown-toc-generator",
    name: "Markdown table of contents",
    createdAt: "2026-11-28",
    meta: meta("/markdown-toc-generator"),
  }),
  toolIndexEntry({
    path: "/markdown-editor",
    name: "Markdown editor",
    createdAt: "2026-11-28",
    meta: meta("/markdown-editor"),
  }),
  toolIndexEntry({
    path: "/html-wysiwyg-editor",
    name: "HTML WYSIWYG editor",
    createdAt: "2026-11-28",
    meta: meta("/html-wysiwyg-editor"),
  }),
  toolIndexEntry({
    path: "/paste-as-markdown",
    name: "Paste as Markdown",
    createdAt: "2026-11-28",
    meta: meta("/paste-as-markdown"),
  }),
];
