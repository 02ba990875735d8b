import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** HTML WYSIWYG editor: the document (HTML) is an input (remembered); the formatting of the HTML output is an option. */
export const htmlWysiwygEditorState = {
  schema: z.object({
    html: z._default(z.string(), ''),
    indent: z._default(z.enum(['2', '4']), '2'),
    whitespace: z._default(z.enum(['css', 'ignore']), 'css'),
  }),
  options: ['indent', 'whitespace'],
  secrets: [],
} satisfies ToolStateSpec;
