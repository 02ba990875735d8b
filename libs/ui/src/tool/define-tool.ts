import type { ComponentType } from 'react';

/** An icon component as exported by `@tabler/icons-react`. */
export type ToolIcon = ComponentType<{ size?: number | string; stroke?: number | string; className?: string; 'aria-hidden'?: boolean }>;

/**
 * The name of a `@tabler/icons-react` icon, e.g. `'IconHash'`. A tool names its icon rather than
 * importing it, so the shell can load every tool's icon in one lazy chunk (see {@link ToolExtras}).
 */
export type ToolIconName = Extract<keyof typeof import('@tabler/icons-react'), `Icon${string}`>;

/** Which page layout the shell wraps a route in. */
export type ToolLayout = 'tool' | 'base';

/** A sample state a visitor can load with one click; tests reuse it. */
export interface ToolExample {
  /** Short label shown on the chip, in English. */
  label: string;
  /** Partial tool state (inputs and options) to load. */
  state: Record<string, unknown>;
}

/** What a tool package declares for one tool (its `meta.ts`). */
export interface ToolMeta {
  /** Route of the tool, e.g. `/json-prettify`. The tool key is the path without `/`. */
  path: `/${string}`;
  /** English name, the fallback when no translation exists. */
  name: string;
  /** English one-line description. */
  description: string;
  /** Search keywords (English). */
  keywords: string[];
  /** The name of its Tabler icon (`@tabler/icons-react` export), e.g. `'IconHash'`. */
  icon: ToolIconName;
  /** Loads the tool's UI on demand; the module's default export is the component. */
  component: () => Promise<{ default: ComponentType }>;
  /** ISO date (YYYY-MM-DD) the tool was added; drives the "new" flag. */
  createdAt?: string;
  /** Older paths that redirect to this tool. */
  redirectFrom?: `/${string}`[];
  /** Libraries shown in the "Made with" footer: npm package names or full URLs. */
  npmPackages?: string[];
  /** Extra footer text, Markdown. */
  footer?: string;
  /** Page layout; `tool` (header, tool, footer) by default. */
  layout?: ToolLayout;
  /** One-click sample states. */
  examples?: ToolExample[];
  /**
   * Hosts a network tool contacts (e.g. `api64.ipify.org`), or `'*'` for a tool that contacts the
   * addresses its user enters (an API tester). The shell names them on the tool's page and the
   * Content-Security-Policy allows them. Every other tool makes no request outside the app.
   */
  network?: string[];
  /**
   * A larger bundle ceiling than the default 200 KB gzip, with the reason (e.g. a WASM codec).
   * Read by tools/scripts/bundle-budget.mjs from meta.ts, so write it as a literal.
   */
  bundleBudget?: { kb: number; reason: string };
}

/** A registered tool: its meta plus derived fields. */
export interface Tool extends ToolMeta {
  /** The path without its leading `/`, used as the translation key. */
  key: string;
  /** True when `createdAt` lies within the last {@link NEW_TOOL_DAYS} days. */
  isNew: boolean;
}

/** A tool counts as new for this many days after its `createdAt`. */
export const NEW_TOOL_DAYS = 14;

/**
 * Declares a tool.
 *
 * @param meta - the tool's metadata; `path` must start with `/` and contain only
 *   lowercase letters, digits and dashes.
 * @param now - the reference time for the "new" flag (defaults to the current time).
 * @returns the tool with `key` (path without `/`) and `isNew` derived.
 * @throws Error when `path` or a `redirectFrom` entry is not a valid route, or `createdAt` is not a date.
 */
export function defineTool(meta: ToolMeta, now: Date = new Date()): Tool {
  const route = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
  if (!route.test(meta.path)) throw new Error(`Invalid tool path "${meta.path}"`);
  for (const from of meta.redirectFrom ?? []) {
    if (!route.test(from)) throw new Error(`Invalid redirect path "${from}" for ${meta.path}`);
  }
  let isNew = false;
  if (meta.createdAt !== undefined) {
    const created = Date.parse(meta.createdAt);
    if (Number.isNaN(created)) throw new Error(`Invalid createdAt "${meta.createdAt}" for ${meta.path}`);
    const age = now.getTime() - created;
    isNew = age >= 0 && age < NEW_TOOL_DAYS * 24 * 60 * 60 * 1000;
  }
  return { layout: 'tool', ...meta, key: meta.path.slice(1), isNew };
}

/**
 * What the shell needs of a tool up front — menu, home page, router, redirects — without the
 * tool's keywords, examples, footer or icon. Generated per family (`src/tool-index.ts`) from the
 * tools' `meta.ts` by `tools/scripts/generate-tool-index.mjs`.
 */
export interface ToolIndexEntry {
  /** Route of the tool. */
  path: `/${string}`;
  /** The path without its leading `/` (the translation key). */
  key: string;
  /** English name: the fallback when the catalog lacks the tool, and how older versions stored favourites. */
  name: string;
  /** True when `createdAt` lies within the last {@link NEW_TOOL_DAYS} days. */
  isNew: boolean;
  /** When the tool was added (ISO 8601 date), if known: orders the home page's newest tools. */
  createdAt?: string;
  /** Older paths that redirect to this tool. */
  redirectFrom?: `/${string}`[];
  /** Page layout. */
  layout: ToolLayout;
  /** Hosts a network tool contacts (listed on the About page). */
  network?: string[];
  /**
   * Loads the tool's whole metadata (examples, footer, packages…), whose `component` then loads
   * its UI. Generated indexes go through their family's lazily loaded extras
   * ({@link familyMetaLoader}): a loader per tool in the index would cost a chunk name and a
   * preload list each in the home page's load.
   */
  meta: () => Promise<Tool>;
}

/** What a family's lazily loaded extras module (`src/tool-extras.ts`) holds for {@link familyMetaLoader}. */
export interface ToolMetaLoaders {
  /** Loader of each tool's whole metadata, by tool path. */
  toolMetas: Readonly<Record<string, () => Promise<Tool>>>;
}

/**
 * Makes the `meta` loaders of a family's index entries: each loads the family's extras module
 * (one chunk for the whole family, which the tool pages load anyway), then the tool's own meta.
 *
 * @param loadExtras - imports the family's `tool-extras` module.
 * @returns a function from a tool path to that tool's `meta` loader; the loader rejects with an
 *   Error when the extras have no loader for the path (a stale generated index).
 */
export function familyMetaLoader(loadExtras: () => Promise<ToolMetaLoaders>): (path: string) => () => Promise<Tool> {
  return (path) => () =>
    loadExtras().then(({ toolMetas }) => {
      const load = toolMetas[path];
      if (load === undefined) throw new Error(`No metadata loader for ${path} in its family's tool extras`);
      return load();
    });
}

/** The fields of a generated index entry before the derived ones (`key`, `isNew`, default layout). */
export type ToolIndexSource = Pick<ToolMeta, 'path' | 'name' | 'createdAt' | 'redirectFrom' | 'layout' | 'network'> & {
  meta: () => Promise<Tool>;
};

/**
 * Builds an index entry (used by the generated `tool-index.ts` of each family).
 *
 * @param source - the literal fields copied from the tool's `meta.ts` and its two loaders.
 * @param now - the reference time for the "new" flag (defaults to the current time).
 * @returns the entry with `key`, `isNew` and `layout` derived as {@link defineTool} does.
 * @throws Error on an invalid path, redirect or date, as {@link defineTool}.
 */
export function toolIndexEntry(source: ToolIndexSource, now: Date = new Date()): ToolIndexEntry {
  const derived = defineTool({ ...source, description: '', keywords: [], icon: 'IconTool', component: () => Promise.reject(new Error('not a tool')) }, now);
  const entry: ToolIndexEntry = { ...source, key: derived.key, isNew: derived.isNew, layout: derived.layout ?? 'tool' };
  return entry;
}

/**
 * What the shell loads lazily for every tool once the first page shows: English description and
 * keywords (the icon is the tool's meta `icon`, drawn by the app from its sprite).
 */
export interface ToolExtras {
  /** English description (fallback when the catalog lacks it). */
  description: string;
  /** Search keywords (English), for the command palette. */
  keywords: string[];
}
