// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/xml-formatter": { description: "Pretty-print or minify XML with the indentation of your choice; errors show line and column.", keywords: ["xml","formatter","prettify","beautify","minify","indent","pretty print","svg","pom","rss","validate"] },
  "/xpath-tester": { description: "Evaluate an XPath 1.0 expression on an XML document: matched nodes, values and their paths.", keywords: ["xpath","xml","query","select","node","namespace","tester","evaluate"] },
  "/xslt-tester": { description: "Transform an XML document with an XSLT 1.0 stylesheet and see the formatted result.", keywords: ["xslt","xsl","xml","transform","stylesheet","xpath","template","tester"] },
  "/css-xpath-converter": { description: "Convert CSS selectors to XPath expressions and simple XPath back to CSS.", keywords: ["css","xpath","selector","converter","scraping","selenium","playwright","querySelector"] },
  "/extract-text-from-html": { description: "Turn HTML into plain text, block elements on their own lines; nothing in it runs.", keywords: ["html","text","extract","strip tags","plain text","html to text","scrape","innertext"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/xml-formatter": () => import('./xml-formatter/meta.js').then((m) => m.xmlFormatterTool),
  "/xpath-tester": () => import('./xpath-tester/meta.js').then((m) => m.xpathTesterTool),
  "/xslt-tester": () => import('./xslt-tester/meta.js').then((m) => m.xsltTesterTool),
  "/css-xpath-converter": () => import('./css-xpath-converter/meta.js').then((m) => m.cssXpathConverterTool),
  "/extract-text-from-html": () => import('./extract-text-from-html/meta.js').then((m) => m.extractTextFromHtmlTool),
};
