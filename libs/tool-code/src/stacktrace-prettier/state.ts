import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { STACK_LANGUAGES } from './stacktrace-prettier.js';

/**
 * The stack trace prettifier's state. Input (remembered, in links' fragment): the trace `input`
 * (at most 1,000,000 characters) and `libraryPatterns` (one per line). Options (query string):
 * `language` (`auto` or a runtime), `hideLibrary` (library frames folded in the text output),
 * `wrap` (long lines wrap in the text output).
 */
export const stacktracePrettierState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    language: z._default(z.enum(['auto', ...STACK_LANGUAGES]), 'auto'),
    libraryPatterns: z._default(z.string().check(z.maxLength(10_000)), ''),
    hideLibrary: z._default(z.boolean(), false),
    wrap: z._default(z.boolean(), true),
  }),
  options: ['language', 'hideLibrary', 'wrap'],
  secrets: [],
} satisfies ToolStateSpec;
