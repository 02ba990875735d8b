// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-to-yaml-converter",
    name: "JSON to YAML converter",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-yaml-converter/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/yaml-to-json-converter",
    name: "YAML to JSON converter",
    createdAt: "2026-11-22",
    meta: () => import('./yaml-to-json-converter/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-toml",
    name: "JSON to TOML",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-toml/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/toml-to-json",
    name: "TOML to JSON",
    createdAt: "2026-11-22",
    meta: () => import('./toml-to-json/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/yaml-to-toml",
    name: "YAML to TOML",
    createdAt: "2026-11-22",
    meta: () => import('./yaml-to-toml/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/toml-to-yaml",
    name: "TOML to YAML",
    createdAt: "2026-11-22",
    meta: () => import('./toml-to-yaml/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/yaml-prettify",
    name: "YAML prettify and format",
    createdAt: "2026-11-22",
    meta: () => import('./yaml-prettify/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/xml-to-json",
    name: "XML to JSON",
    createdAt: "2026-11-22",
    meta: () => import('./xml-to-json/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-xml",
    name: "JSON to XML",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-xml/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-csv",
    name: "JSON to CSV",
    createdAt: "2026-11-22",
    meta: () => import('./json-to-csv/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/csv-to-json",
    name: "CSV to JSON",
    createdAt: "2026-11-22",
    meta: () => import('./csv-to-json/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/properties-to-yaml",
    name: "Properties to YAML",
    createdAt: "2026-11-23",
    meta: () => import('./properties-to-yaml/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/json-to-php-array",
    name: "Json to PHP-Array",
    createdAt: "2026-11-23",
    meta: () => import('./json-to-php-array/meta.js').then((m) => m.tool),
  }),
  toolIndexEntry({
    path: "/php-array-to-json",
    name: "PHP-Array to JSON",
    createdAt: "2026-11-23",
    meta: () => import('./php-array-to-json/meta.js').then((m) => m.tool),
  }),
];
