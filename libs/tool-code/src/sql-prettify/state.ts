import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SQL_CASES, SQL_DIALECTS, SQL_INDENT_STYLES } from './sql-prettify.js';

/**
 * The SQL formatter's state. Input (remembered, in links' fragment): the SQL `input` (at most
 * 1,000,000 characters; bigger files are opened, never stored). Every other field is an option
 * (query string); see `SqlPrettifyOptions` for their meaning.
 */
export const sqlPrettifyState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    language: z._default(z.enum(SQL_DIALECTS), 'sql'),
    keywordCase: z._default(z.enum(SQL_CASES), 'upper'),
    dataTypeCase: z._default(z.enum(SQL_CASES), 'upper'),
    functionCase: z._default(z.enum(SQL_CASES), 'upper'),
    identifierCase: z._default(z.enum(SQL_CASES), 'preserve'),
    indentStyle: z._default(z.enum(SQL_INDENT_STYLES), 'standard'),
    indent: z._default(z.union([z.int().check(z.minimum(1), z.maximum(8)), z.literal('tab')]), 2),
    linesBetweenQueries: z._default(z.int().check(z.minimum(0), z.maximum(5)), 1),
    expressionWidth: z._default(z.int().check(z.minimum(1), z.maximum(400)), 50),
    denseOperators: z._default(z.boolean(), false),
    logicalOperatorNewline: z._default(z.enum(['before', 'after']), 'before'),
    newlineBeforeSemicolon: z._default(z.boolean(), false),
  }),
  options: [
    'language',
    'keywordCase',
    'dataTypeCase',
    'functionCase',
    'identifierCase',
    'indentStyle',
    'indent',
    'linesBetweenQueries',
    'expressionWidth',
    'denseOperators',
    'logicalOperatorNewline',
    'newlineBeforeSemicolon',
  ],
  secrets: [],
} satisfies ToolStateSpec;
