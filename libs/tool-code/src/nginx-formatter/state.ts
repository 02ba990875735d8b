import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { NGINX_BLANK_LINES, NGINX_SPACING } from './nginx-formatter.js';

/**
 * The nginx formatter's state. Input (remembered, in links' fragment): the configuration `input`
 * (at most 1,000,000 characters; bigger files are opened, never stored). Options (query string):
 * `indent` (1–8 spaces or `'tab'`), `spacing` and `blankLines` (see `NginxFormatOptions`).
 */
export const nginxFormatterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    indent: z._default(z.union([z.int().check(z.minimum(1), z.maximum(8)), z.literal('tab')]), 4),
    spacing: z._default(z.enum(NGINX_SPACING), 'single'),
    blankLines: z._default(z.enum(NGINX_BLANK_LINES), 'collapse'),
  }),
  options: ['indent', 'spacing', 'blankLines'],
  secrets: [],
} satisfies ToolStateSpec;
