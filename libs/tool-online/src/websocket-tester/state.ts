import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The WebSocket tester's state. Inputs (remembered, in links' fragment): the address, the
 * subprotocols, the message and the close code and reason. Option (query string): the message
 * format. Secret (never stored; in a link only after the visitor confirms): the optional token
 * sent as `?token=`. The log is output, never state.
 */
export const websocketTesterState = {
  schema: z.object({
    url: z._default(z.string().check(z.maxLength(8000)), ''),
    protocols: z._default(z.string().check(z.maxLength(2000)), ''),
    message: z._default(z.string(), ''),
    format: z._default(z.enum(['text', 'json']), 'text'),
    closeCode: z._default(z.string().check(z.maxLength(10)), '1000'),
    closeReason: z._default(z.string().check(z.maxLength(500)), ''),
    token: z._default(z.string().check(z.maxLength(4000)), ''),
  }),
  options: ['format'],
  secrets: ['token'],
} satisfies ToolStateSpec;
