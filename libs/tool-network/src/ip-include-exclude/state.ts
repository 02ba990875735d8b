import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IP include/exclude: the `allowed` and `excluded` network lists (inputs: remembered, in links'
 * fragment) and the options (query string) `format` (how the result is written) and `ipv6Form`.
 */
export const ipIncludeExcludeState = {
  schema: z.object({
    allowed: z._default(z.string().check(z.maxLength(200_000)), '0.0.0.0/0, ::/0'),
    excluded: z._default(z.string().check(z.maxLength(200_000)), '192.168.0.0/16'),
    format: z._default(z.enum(['comma', 'newline', 'wireguard']), 'comma'),
    ipv6Form: z._default(z.enum(['compressed', 'expanded']), 'compressed'),
  }),
  options: ['format', 'ipv6Form'],
  secrets: [],
} satisfies ToolStateSpec;
