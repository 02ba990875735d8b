import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * DNS queries' state: the `name` to ask about (an input: remembered, in links' fragment; for PTR
 * an IP address is accepted) and the options (query string): record `type`, `resolver` (an id of
 * DOH_RESOLVERS), `format` (`wire`: RFC 8484; `json`: the resolver's JSON API), `dnssecOk` (the
 * EDNS DO bit) and `checkingDisabled` (the CD bit). The answer is output, fetched on request.
 */
export const dnsQueriesState = {
  schema: z.object({
    name: z._default(z.string().check(z.maxLength(1000)), 'example.com'),
    type: z._default(z.enum(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SOA', 'CAA', 'SRV', 'PTR', 'DS', 'DNSKEY']), 'A'),
    resolver: z._default(z.enum(['cloudflare', 'google', 'quad9']), 'cloudflare'),
    format: z._default(z.enum(['wire', 'json']), 'wire'),
    dnssecOk: z._default(z.boolean(), false),
    checkingDisabled: z._default(z.boolean(), false),
  }),
  options: ['type', 'resolver', 'format', 'dnssecOk', 'checkingDisabled'],
  secrets: [],
} satisfies ToolStateSpec;
