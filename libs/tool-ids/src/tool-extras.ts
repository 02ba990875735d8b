// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/uuid-generator": { description: "Generate UUIDs (v1, v3, v4, v5, v6, v7, Nil and Max) in bulk: random, time-ordered, or name-based from a namespace and a name.", keywords: ["uuid","v4","v7","v6","v5","random","id","guid","generator","unique","rfc9562","rfc4122","namespace"] },
  "/ulid-generator": { description: "Generate ULIDs (Universally Unique Lexicographically Sortable Identifiers) in bulk, optionally monotonic, and decode the timestamp of a ULID.", keywords: ["ulid","id","identifier","random","sortable","lexicographic","monotonic","crockford","base32","timestamp","generator","decode"] },
  "/nanoid-generator": { description: "Generate Nano IDs: short, URL-friendly random IDs of any length from a preset or custom alphabet, with an estimate of the collision probability.", keywords: ["nanoid","nano id","id","random","short id","url-safe","alphabet","generator","unique","collision","birthday"] },
  "/mongo-objectid-converter": { description: "Read the creation time, random value and counter of a MongoDB ObjectId, and make an ObjectId for any date (random, or the zero one for range queries).", keywords: ["mongodb","mongo","objectid","object id","bson","_id","timestamp","date","range query","converter"] },
  "/snowflake-id-extractor": { description: "Read the creation time, machine IDs and sequence number out of a Snowflake ID from Twitter/X, Discord or a service with its own epoch.", keywords: ["snowflake","id","twitter","x","discord","tweet","timestamp","epoch","worker","datacenter","sequence","decode"] },
  "/uuid-converter": { description: "Convert a UUID between notations: canonical, no hyphens, upper case, braces, URN, Base64, hex bytes, Oracle RAW, .NET GUID byte order and integer; shows its version and variant.", keywords: ["uuid","guid","convert","urn","base64","hex","bytes","raw","hextoraw","oracle","sql server",".net","endian","integer","version","variant"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/uuid-generator": () => import('./uuid-generator/meta.js').then((m) => m.uuidGenerator),
  "/ulid-generator": () => import('./ulid-generator/meta.js').then((m) => m.ulidGenerator),
  "/nanoid-generator": () => import('./nanoid-generator/meta.js').then((m) => m.nanoidGenerator),
  "/mongo-objectid-converter": () => import('./mongo-objectid-converter/meta.js').then((m) => m.mongoObjectidConverter),
  "/snowflake-id-extractor": () => import('./snowflake-id-extractor/meta.js').then((m) => m.snowflakeIdExtractor),
  "/uuid-converter": () => import('./uuid-converter/meta.js').then((m) => m.uuidConverter),
};
