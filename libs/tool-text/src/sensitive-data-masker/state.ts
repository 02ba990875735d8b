import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DEFAULT_SENSITIVE_TYPES, SENSITIVE_TYPES } from './sensitive-data-masker.js';

/**
 * The sensitive data masker's state. Input: `input` (the text; a secret — never stored, in a link
 * only after the visitor confirms). Options (query string): `types` (the kinds searched), `style`
 * (`full`, `partial`, `label`), `maskChar`, `patterns` (own regular expressions, one per line) and
 * `ignoreCase`.
 */
export const sensitiveDataMaskerState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    types: z._default(z.array(z.enum(SENSITIVE_TYPES)), [...DEFAULT_SENSITIVE_TYPES]),
    style: z._default(z.enum(['full', 'partial', 'label']), 'full'),
    maskChar: z._default(z.string().check(z.maxLength(16)), '*'),
    patterns: z._default(z.string().check(z.maxLength(10_000)), ''),
    ignoreCase: z._default(z.boolean(), true),
  }),
  options: ['types', 'style', 'maskChar', 'patterns', 'ignoreCase'],
  secrets: ['input'],
} satisfies ToolStateSpec;
