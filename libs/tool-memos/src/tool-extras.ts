// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/http-status-codes": { description: "Every registered HTTP status code with its name, meaning and defining RFC, grouped by class and searchable.", keywords: ["http","status","codes","response","error","rfc 9110","webdav","404","500","iana","reason phrase"] },
  "/git-memo": { description: "Git commands for everyday work: configure, commit, branch, merge, rebase, undo and inspect.", keywords: ["git","memo","cheat sheet","commit","branch","merge","rebase","stash","undo","reset","version control"] },
  "/regex-memo": { description: "The syntax of regular expressions: classes, anchors, groups, quantifiers, look-around and flags.", keywords: ["regex","regexp","regular expression","memo","cheat sheet","lookahead","lookbehind","quantifier","group","flags","unicode"] },
  "/common-regex-memo": { description: "Tested regular expressions for e-mail addresses, URLs, IP addresses, dates, UUIDs and more.", keywords: ["regex","regexp","regular expression","pattern","memo","email","url","ipv4","uuid","date","validation"] },
  "/css-selectors-memo": { description: "CSS selectors: type, class, attribute, combinators, pseudo-classes and pseudo-elements.", keywords: ["css","selectors","memo","cheat sheet","pseudo-class","pseudo-element","has","nth-child","attribute","combinator","queryselector"] },
  "/xpath-memo": { description: "XPath syntax: paths, axes, predicates, functions and operators.", keywords: ["xpath","memo","cheat sheet","xml","html","axis","predicate","selenium","scraping","document.evaluate"] },
  "/jsonpath-memo": { description: "JSONPath syntax (RFC 9535): selectors, filters, functions, with examples.", keywords: ["jsonpath","json","memo","cheat sheet","rfc 9535","query","filter","slice","selector"] },
  "/jq-memo": { description: "jq filters for JSON on the command line: paths, pipes, map, select, reduce and formatting.", keywords: ["jq","json","memo","cheat sheet","filter","select","map","command line","cli"] },
  "/markdown-cheatsheet": { description: "Markdown syntax: headings, emphasis, lists, links, images, code, tables and task lists.", keywords: ["markdown","md","gfm","commonmark","cheat sheet","memo","syntax","table","link","heading","task list"] },
  "/nano-memo": { description: "Keyboard shortcuts of the nano text editor: files, moving, editing, search and replace.", keywords: ["nano","editor","memo","cheat sheet","shortcuts","keyboard","terminal","linux","nanorc"] },
  "/iso-3166-searcher": { description: "Search countries by name, alpha-2, alpha-3 or numeric code, with capital, currency, calling code and languages.", keywords: ["iso","3166","country","country code","alpha-2","alpha-3","numeric","flag","calling code","currency","tld","iso 639"] },
  "/mime-types": { description: "Find the MIME type of a file extension and the extensions of a MIME type.", keywords: ["mime","types","media type","content-type","extension","file type","mime-db","iana"] },
  "/port-numbers": { description: "Search the IANA registry of service names and port numbers by port, service or protocol.", keywords: ["port","numbers","tcp","udp","sctp","service","iana","well-known ports","rfc 6335","firewall"] },
  "/software-licence-compatibility": { description: "See whether code under one licence may be combined into another, and what each licence permits and requires.", keywords: ["licence","license","compatibility","spdx","gpl","mit","apache","copyleft","open source","permissive","choosealicense"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/http-status-codes": () => import('./http-status-codes/meta.js').then((m) => m.httpStatusCodes),
  "/git-memo": () => import('./git-memo/meta.js').then((m) => m.gitMemoTool),
  "/regex-memo": () => import('./regex-memo/meta.js').then((m) => m.regexMemoTool),
  "/common-regex-memo": () => import('./common-regex-memo/meta.js').then((m) => m.commonRegexMemoTool),
  "/css-selectors-memo": () => import('./css-selectors-memo/meta.js').then((m) => m.cssSelectorsMemoTool),
  "/xpath-memo": () => import('./xpath-memo/meta.js').then((m) => m.xpathMemoTool),
  "/jsonpath-memo": () => import('./jsonpath-memo/meta.js').then((m) => m.jsonpathMemoTool),
  "/jq-memo": () => import('./jq-memo/meta.js').then((m) => m.jqMemoTool),
  "/markdown-cheatsheet": () => import('./markdown-cheatsheet/meta.js').then((m) => m.markdownCheatsheetTool),
  "/nano-memo": () => import('./nano-memo/meta.js').then((m) => m.nanoMemoTool),
  "/iso-3166-searcher": () => import('./iso-3166-searcher/meta.js').then((m) => m.iso3166SearcherTool),
  "/mime-types": () => import('./mime-types/meta.js').then((m) => m.mimeTypesTool),
  "/port-numbers": () => import('./port-numbers/meta.js').then((m) => m.portNumbersTool),
  "/software-licence-compatibility": () => import('./software-licence-compatibility/meta.js').then((m) => m.softwareLicenceCompatibilityTool),
};
