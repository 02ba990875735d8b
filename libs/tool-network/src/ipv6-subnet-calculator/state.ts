import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IPv6 subnet calculator: the address and prefix `input` (an input: remembered, in links'
 * fragment) and the option `subnetPrefix` (query string): the length of the subnets the prefix
 * is split into; shorter than the prefix's own, it reads as the prefix's own.
 */
export const ipv6SubnetCalculatorState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1000)), '2001:db8:85a3::8a2e:370:7334/48'),
    subnetPrefix: z._default(z.int().check(z.minimum(0), z.maximum(128)), 64),
  }),
  options: ['subnetPrefix'],
  secrets: [],
} satisfies ToolStateSpec;
