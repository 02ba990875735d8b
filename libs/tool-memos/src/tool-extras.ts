// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool, IconWorldWww } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/http-status-codes": { icon: IconWorldWww, description: "Every registered HTTP status code with its name, meaning and defining RFC, grouped by class and searchable.", keywords: ["http","status","codes","response","error","rfc 9110","webdav","404","500","iana","reason phrase"] },
  "/git-memo": { icon: IconTool, description: "Git commands for everyday work: configure, commit, branch, merge, rebase, undo and inspect.", keywords: ["git","memo"] },
  "/regex-memo": { icon: IconTool, description: "The syntax of regular expressions: classes, anchors, groups, quantifiers, look-around and flags.", keywords: ["regex","memo"] },
  "/common-regex-memo": { icon: IconTool, description: "Tested regular expressions for e-mail addresses, URLs, IP addresses, dates, UUIDs and more.", keywords: ["common","regex","memo"] },
  "/css-selectors-memo": { icon: IconTool, description: "CSS selectors: type, class, attribute, combinators, pseudo-classes and pseudo-elements.", keywords: ["css","selectors","memo"] },
  "/xpath-memo": { icon: IconTool, description: "XPath syntax: paths, axes, predicates, functions and operators.", keywords: ["xpath","memo"] },
  "/jsonpath-memo": { icon: IconTool, description: "JSONPath syntax (RFC 9535): selectors, filters, functions, with examples.", keywords: ["jsonpath","memo"] },
  "/jq-memo": { icon: IconTool, description: "jq filters for JSON on the command line: paths, pipes, map, select, reduce and formatting.", keywords: ["jq","memo"] },
  "/markdown-cheatsheet": { icon: IconTool, description: "Markdown syntax: headings, emphasis, lists, links, images, code, tables and task lists.", keywords: ["markdown","cheatsheet"] },
  "/nano-memo": { icon: IconTool, description: "Keyboard shortcuts of the nano text editor: files, moving, editing, search and replace.", keywords: ["nano","memo"] },
  "/iso-3166-searcher": { icon: IconTool, description: "Search countries by name, alpha-2, alpha-3 or numeric code, with capital, currency, calling code and languages.", keywords: ["iso","3166","searcher"] },
  "/mime-types": { icon: IconTool, description: "Find the MIME type of a file extension and the extensions of a MIME type.", keywords: ["mime","types"] },
  "/port-numbers": { icon: IconTool, description: "Search the IANA registry of service names and port numbers by port, service or protocol.", keywords: ["port","numbers"] },
  "/software-licence-compatibility": { icon: IconTool, description: "See whether code under one licence may be combined into another, and what each licence permits and requires.", keywords: ["software","licence","compatibility"] },
};
