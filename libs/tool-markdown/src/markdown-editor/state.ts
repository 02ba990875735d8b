import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** Markdown editor: the document is an input (remembered, carried in links); the layout is an option. */
export const markdownEditorState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    layout: z._default(z.enum(['split', 'editor', 'preview']), 'split'),
  }),
  options: ['layout'],
  secrets: [],
} satisfies ToolStateSpec;
