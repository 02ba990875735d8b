// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/xml-formatter": { icon: IconTool, description: "Pretty-print or minify XML with the indentation of your choice; errors show line and column.", keywords: ["xml","formatter"] },
  "/xpath-tester": { icon: IconTool, description: "Evaluate an XPath 1.0 expression on an XML document: matched nodes, values and their paths.", keywords: ["xpath","tester"] },
  "/xslt-tester": { icon: IconTool, description: "Transform an XML document with an XSLT 1.0 stylesheet and see the formatted result.", keywords: ["xslt","tester"] },
  "/css-xpath-converter": { icon: IconTool, description: "Convert CSS selectors to XPath expressions and simple XPath back to CSS.", keywords: ["css","xpath","converter"] },
  "/extract-text-from-html": { icon: IconTool, description: "Turn HTML into plain text, block elements on their own lines; nothing in it runs.", keywords: ["extract","text","from","html"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/xml-formatter": () => import('./xml-formatter/meta.js').then((m) => m.xmlFormatterTool),
  "/xpath-tester": () => import('./xpath-tester/meta.js').then((m) => m.xpathTesterTool),
  "/xslt-tester": () => import('./xslt-tester/meta.js').then((m) => m.xsltTesterTool),
  "/css-xpath-converter": () => import('./css-xpath-converter/meta.js').then((m) => m.cssXpathConverterTool),
  "/extract-text-from-html": () => import('./extract-text-from-html/meta.js').then((m) => m.extractTextFromHtmlTool),
};
