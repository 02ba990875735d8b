import { ToolInputError } from '@handy-tools/ui/kit';

/** One entry of a folder structure: a file (no children, `folder` false) or a folder. */
export interface TreeNode {
  /** The entry's name, without slashes (e.g. `main.ts`). */
  name: string;
  /** True for a folder: it has children, or its name was written with a trailing `/`. */
  folder: boolean;
  /** The folder's entries, in order. */
  children: TreeNode[];
}

/** How {@link renderTree} draws the guides: box-drawing characters (as `tree` in UTF-8) or plain ASCII (`tree --charset=ascii`). */
export type TreeStyle = 'unicode' | 'ascii';

/** Order of the entries in a folder: as written, by name, or folders first then by name. */
export type TreeSort = 'none' | 'name' | 'folders-first';

/** Options of {@link renderTree}. */
export interface RenderTreeOptions {
  /** Guide characters (default `unicode`: ├── └── │). */
  style?: TreeStyle;
  /** Write folders with a trailing `/` (default false). */
  trailingSlash?: boolean;
  /** Entry order (default `none`: as written). */
  sort?: TreeSort;
  /** A root line above everything (e.g. `.` or `my-app`); empty: none. */
  rootName?: string;
}

const NBSP = /\u00a0/g;

// Children by name for each folder being built, so a folder of 100,000 files is filled in linear time.
type Index = WeakMap<TreeNode[], Map<string, TreeNode>>;

function addChild(parent: TreeNode[], name: string, folder: boolean, index: Index): TreeNode {
  let byName = index.get(parent);
  if (!byName) {
    byName = new Map();
    index.set(parent, byName);
  }
  const existing = byName.get(name);
  if (existing) {
    existing.folder ||= folder;
    return existing;
  }
  const node: TreeNode = { name, folder, children: [] };
  parent.push(node);
  byName.set(name, node);
  return node;
}

function splitLines(text: string): string[] {
  return text.replace(NBSP, ' ').split(/\r\n|\n|\r/);
}

/**
 * Reads an indented list or a list of paths into a tree. Each non-blank line is one entry; its
 * indentation (spaces or tabs, a tab counting as 4 spaces) puts it under the nearest line above it
 * that is indented less. A leading bullet (`- `, `* `, `+ `) is dropped. A line with slashes
 * (`src/app/main.ts`) is a path: its parts become nested entries under the line's parent, so
 * paths, an indented list or both mixed all work. A trailing `/` marks a folder; an entry with
 * entries under it is a folder too. Blank lines are skipped; the same name twice in a folder is
 * one entry.
 *
 * @param text - the indented list or paths, one per line.
 * @returns the top-level entries.
 * @throws never: any text gives a tree (an empty text gives none).
 */
export function parseStructure(text: string): TreeNode[] {
  const roots: TreeNode[] = [];
  const index: Index = new WeakMap();
  // Stack of (indent width, the node a line at this width created: its children receive deeper lines).
  const stack: { indent: number; node: TreeNode }[] = [];
  for (const raw of splitLines(text)) {
    const lead = /^[ \t]*/.exec(raw)![0];
    let rest = raw.slice(lead.length).trimEnd();
    let indent = 0;
    for (const ch of lead) indent += ch === '\t' ? 4 : 1;
    const bullet = /^[-*+](?:\s+|$)/.exec(rest);
    if (bullet) {
      rest = rest.slice(bullet[0].length);
    }
    if (rest.trim() === '') continue;
    rest = rest.trim();
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack.length > 0 ? stack[stack.length - 1]!.node.children : roots;
    const endsWithSlash = rest.endsWith('/');
    const parts = rest.split('/').filter((p) => p !== '' && p !== '.');
    if (parts.length === 0) continue;
    let level = parent;
    let node: TreeNode | undefined;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      node = addChild(level, part, !last || endsWithSlash, index);
      level = node.children;
    });
    if (stack.length > 0) stack[stack.length - 1]!.node.folder = true;
    stack.push({ indent, node: node! });
  }
  return roots;
}

// Connectors of `tree` (UTF-8 and --charset=ascii) and of hand-drawn ASCII trees.
const CONNECTOR = /(?:[├└]─+|[|`+\\]-+)(?: |$)/u;
const GUIDE_ONLY = /^[│|\s]*$/u;
const SUMMARY = /^\s*\d+ director(?:y|ies)(?:, \d+ files?)?\s*$/;

/**
 * Reads a tree diagram — the output of the `tree` command (GNU tree, UTF-8 or `--charset=ascii`)
 * or one drawn by hand or by {@link renderTree} — into a tree. An entry's depth is the column of
 * its connector (`├──`, `└──`, `|--`, `` `-- ``, `+--`, `\--`) divided by 4; a line without a
 * connector is a root (`.` or a project name). `tree`'s summary line ("3 directories, 5 files"),
 * lines of guides only and blank lines are skipped. `tree -F` suffixes (`/` on folders) mark folders.
 *
 * @param text - the diagram, one entry per line.
 * @returns the top-level entries (the root line's entry when there is one).
 * @throws ToolInputError naming the line and column of a line that is indented with guides but
 *   has no connector, or of an entry deeper than the one above it allows.
 */
export function parseTree(text: string): TreeNode[] {
  const lines = splitLines(text);
  const entries: { depth: number; name: string; line: number }[] = [];
  let anyRoot = false;
  lines.forEach((raw, i) => {
    if (raw.trim() === '' || SUMMARY.test(raw)) return;
    const m = CONNECTOR.exec(raw);
    if (m && GUIDE_ONLY.test(raw.slice(0, m.index))) {
      const name = raw.slice(m.index + m[0].length).trim();
      if (name === '') return;
      entries.push({ depth: Math.floor(m.index / 4) + 1, name, line: i + 1 });
    } else if (GUIDE_ONLY.test(raw)) {
      return;
    } else {
      const lead = /^[│|\s]*/u.exec(raw)![0];
      if (/[│|]/u.test(lead)) {
        throw new ToolInputError(
          `Line ${i + 1}, column ${lead.length + 1}: expected a connector (├──, └──, |-- or \`--) before "${raw.slice(lead.length).trim()}".`,
          {
            line: i + 1,
            column: lead.length + 1,
          },
        );
      }
      anyRoot = true;
      entries.push({ depth: 0, name: raw.trim(), line: i + 1 });
    }
  });
  const shift = anyRoot ? 0 : 1;
  const roots: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (const entry of entries) {
    const depth = entry.depth - shift;
    if (depth > stack.length) {
      throw new ToolInputError(
        `Line ${entry.line}: "${entry.name}" is nested ${depth - stack.length} level(s) deeper than the entry above it.`,
        { line: entry.line, column: 1 },
      );
    }
    stack.length = depth;
    const parent = depth === 0 ? roots : stack[depth - 1]!.children;
    if (depth > 0) stack[depth - 1]!.folder = true;
    const isFolder = entry.name.endsWith('/');
    const name = isFolder ? entry.name.replace(/\/+$/, '') || entry.name : entry.name;
    const node: TreeNode = { name, folder: isFolder, children: [] };
    parent.push(node);
    stack.push(node);
  }
  return roots;
}

function sorted(nodes: TreeNode[], sort: TreeSort): TreeNode[] {
  if (sort === 'none') return nodes;
  const byName = (a: TreeNode, b: TreeNode) =>
    a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [...nodes].sort(sort === 'name' ? byName : (a, b) => Number(b.folder) - Number(a.folder) || byName(a, b));
}

const GUIDES: Record<TreeStyle, { tee: string; last: string; bar: string; blank: string }> = {
  unicode: { tee: '├── ', last: '└── ', bar: '│   ', blank: '    ' },
  ascii: { tee: '|-- ', last: '`-- ', bar: '|   ', blank: '    ' },
};

/**
 * Draws a tree as `tree` does: each entry on its own line after guides (`├── `, `└── ` and `│   `
 * per level, or `|-- `, `` `-- `` and `|   ` in ASCII).
 *
 * @param nodes - the top-level entries (from {@link parseStructure} or {@link parseTree}).
 * @param options - {@link RenderTreeOptions}.
 * @returns the diagram, lines joined with `\n` (empty for no entries).
 */
export function renderTree(nodes: TreeNode[], options: RenderTreeOptions = {}): string {
  const { style = 'unicode', trailingSlash = false, sort = 'none', rootName = '' } = options;
  const g = GUIDES[style];
  const out: string[] = [];
  const label = (n: TreeNode) => (trailingSlash && n.folder ? `${n.name}/` : n.name);
  const walk = (list: TreeNode[], prefix: string) => {
    const items = sorted(list, sort);
    items.forEach((n, i) => {
      const last = i === items.length - 1;
      out.push(prefix + (last ? g.last : g.tee) + label(n));
      walk(n.children, prefix + (last ? g.blank : g.bar));
    });
  };
  const root = rootName.trim();
  if (root !== '') {
    out.push(root);
    walk(nodes, '');
  } else {
    // Top-level entries stand alone, as the root lines of `tree a b`.
    for (const n of sorted(nodes, sort)) {
      out.push(label(n));
      walk(n.children, '');
    }
  }
  return out.join('\n');
}

/**
 * Lists a tree as paths: one line per file or empty folder (leaves), parts joined with `/`; a
 * folder ends with `/`. Reading the result with {@link parseStructure} gives the same tree.
 *
 * @param nodes - the top-level entries.
 * @param options - `all`: also list every folder on its own line (default false).
 * @returns the paths joined with `\n`.
 */
export function treeToPaths(nodes: TreeNode[], options: { all?: boolean } = {}): string {
  const out: string[] = [];
  const walk = (list: TreeNode[], prefix: string) => {
    for (const n of list) {
      const path = prefix + n.name;
      if (n.folder && (options.all || n.children.length === 0)) out.push(`${path}/`);
      else if (!n.folder) out.push(path);
      walk(n.children, `${path}/`);
    }
  };
  walk(nodes, '');
  return out.join('\n');
}

/**
 * Writes a tree as an indented list: `indent` spaces per level (2 by default), optionally as
 * Markdown bullets; folders end with `/` when `trailingSlash`.
 *
 * @param nodes - the top-level entries.
 * @param options - `indent` (spaces per level, 1–8), `bullets` (`- ` before each entry), `trailingSlash`.
 * @returns the list joined with `\n`.
 */
export function treeToIndented(nodes: TreeNode[], options: { indent?: number; bullets?: boolean; trailingSlash?: boolean } = {}): string {
  const { indent = 2, bullets = false, trailingSlash = true } = options;
  const out: string[] = [];
  const walk = (list: TreeNode[], depth: number) => {
    for (const n of list) {
      out.push(' '.repeat(depth * indent) + (bullets ? '- ' : '') + n.name + (trailingSlash && n.folder ? '/' : ''));
      walk(n.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return out.join('\n');
}

/** What the tree of {@link structureToTree} holds: counts of folders and files. */
export function countEntries(nodes: TreeNode[]): { folders: number; files: number } {
  let folders = 0;
  let files = 0;
  const walk = (list: TreeNode[]) => {
    for (const n of list) {
      if (n.folder) folders++;
      else files++;
      walk(n.children);
    }
  };
  walk(nodes);
  return { folders, files };
}

/**
 * Indented list or paths → tree diagram (the tool's first direction).
 *
 * @param text - see {@link parseStructure}.
 * @param options - see {@link RenderTreeOptions}.
 * @returns the diagram (see {@link renderTree}).
 */
export function structureToTree(text: string, options: RenderTreeOptions = {}): string {
  return renderTree(parseStructure(text), options);
}

/**
 * Tree diagram → paths or indented list (the tool's second direction).
 *
 * @param text - see {@link parseTree}.
 * @param as - `paths` (see {@link treeToPaths}) or `indented` (2 spaces per level, see {@link treeToIndented}).
 * @param options - `trailingSlash` for the indented list (default true).
 * @returns the list.
 * @throws ToolInputError as {@link parseTree}.
 */
export function treeToStructure(text: string, as: 'paths' | 'indented' = 'paths', options: { trailingSlash?: boolean } = {}): string {
  const nodes = parseTree(text);
  return as === 'paths' ? treeToPaths(nodes) : treeToIndented(nodes, { trailingSlash: options.trailingSlash ?? true });
}
