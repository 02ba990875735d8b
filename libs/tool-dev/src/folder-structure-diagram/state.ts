import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state: `structure` (indented list or paths) and `tree` (a diagram to read back) are
 * inputs; the drawing and reading choices are options (kept in the query string).
 */
export const folderStructureDiagramState = {
  schema: z.object({
    structure: z._default(z.string(), ''),
    tree: z._default(z.string(), ''),
    rootName: z._default(z.string(), ''),
    style: z._default(z.enum(['unicode', 'ascii']), 'unicode'),
    sort: z._default(z.enum(['none', 'name', 'folders-first']), 'none'),
    trailingSlash: z._default(z.boolean(), false),
    readAs: z._default(z.enum(['paths', 'indented']), 'paths'),
  }),
  options: ['style', 'sort', 'trailingSlash', 'readAs'],
  secrets: [],
} satisfies ToolStateSpec;
