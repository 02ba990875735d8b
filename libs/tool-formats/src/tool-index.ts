// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/json-to-yaml-converter",
    name: "JSON to YAML converter",
    createdAt: "2026-11-22",
    meta: meta("/json-to-yaml-converter"),
  }),
  toolIndexEntry({
    path: "/yaml-to-json-converter",
    name: "YAML to JSON converter",
    createdAt: "2026-11-22",
    meta: meta("/yaml-to-json-converter"),
  }),
  toolIndexEntry({
    path: "/json-to-toml",
    name: "JSON to TOML",
    createdAt: "2026-11-22",
    meta: meta("/json-to-toml"),
  }),
  toolIndexEntry({
    path: "/toml-to-json",
    name: "TOML to JSON",
    createdAt: "2026-11-22",
    meta: meta("/toml-to-json"),
  }),
  toolIndexEntry({
    path: "/yaml-to-toml",
    name: "YAML to TOML",
    createdAt: "2026-11-22",
    meta: meta("/yaml-to-toml"),
  }),
  toolIndexEntry({
    path: "/toml-to-yaml",
    name: "TOML to YAML",
    createdAt: "2026-11-22",
    meta: meta("/toml-to-yaml"),
  }),
  toolIndexEntry({
    path: "/yaml-prettify",
    name: "YAML prettify and format",
    createdAt: "2026-11-22",
    meta: meta("/yaml-prettify"),
  }),
  toolIndexEntry({
    path: "/xml-to-json",
    name: "XML to JSON",
    createdAt: "2026-11-22",
    meta: meta("/xml-to-json"),
  }),
  toolIndexEntry({
    path: "/json-to-xml",
    name: "JSON to XML",
    createdAt: "2026-11-22",
    meta: meta("/json-to-xml"),
  }),
  toolIndexEntry({
    path: "/json-to-csv",
    name: "JSON to CSV",
    createdAt: "2026-11-22",
    meta: meta("/json-to-csv"),
  }),
  toolIndexEntry({
    path: "/csv-to-json",
    name: "CSV to JSON",
    createdAt: "2026-11-22",
    meta: meta("/csv-to-json"),
  }),
  toolIndexEntry({
    path: "/properties-to-yaml",
    name: "Properties to YAML",
    createdAt: "2026-11-23",
    meta: meta("/properties-to-yaml"),
  }),
  toolIndexEntry({
    path: "/json-to-php-array",
    name: "Json to PHP-Array",
    createdAt: "2026-11-23",
    meta: meta("/json-to-php-array"),
  }),
  toolIndexEntry({
    path: "/php-array-to-json",
    name: "PHP-Array to JSON",
    createdAt: "2026-11-23",
    meta: meta("/php-array-to-json"),
  }),
];
