// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/json-to-ts": { description: "Generate TypeScript interfaces or types from a JSON sample: nested types named, optional fields from arrays of objects, unions of mixed values.", keywords: ["json","typescript","ts","interface","type","types","generate","quicktype","converter"] },
  "/json-to-go": { description: "Generate Go structs with json tags from a JSON sample: named or inline nested structs, omitempty, package name.", keywords: ["json","go","golang","struct","tags","omitempty","generate","quicktype","converter"] },
  "/json-to-java": { description: "Generate Java entity classes from a JSON sample: fields with getters/setters, records or Lombok, Jackson @JsonProperty annotations.", keywords: ["json","java","entity","pojo","class","record","jackson","lombok","generate","quicktype","converter"] },
  "/json-to-csharp": { description: "Generate C# classes or records from a JSON sample, with System.Text.Json JsonPropertyName (or Newtonsoft JsonProperty) attributes.", keywords: ["json","csharp","c#","dotnet","class","record","poco","system.text.json","newtonsoft","generate","quicktype","converter"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/json-to-ts": () => import('./json-to-ts/meta.js').then((m) => m.tool),
  "/json-to-go": () => import('./json-to-go/meta.js').then((m) => m.tool),
  "/json-to-java": () => import('./json-to-java/meta.js').then((m) => m.tool),
  "/json-to-csharp": () => import('./json-to-csharp/meta.js').then((m) => m.tool),
};
