import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { OTP_ALGORITHMS, OTP_DIGITS_MAX, OTP_DIGITS_MIN, OTP_PERIOD_MAX, OTP_PERIOD_MIN, OTP_SECRET_ENCODINGS, OTP_TYPES } from './otp-generator.js';

/**
 * The OTP generator's state. Options (query string): type, secretEncoding (base32 | hex),
 * algorithm, digits, period, counter. Inputs (remembered): issuer, label, the code to check.
 * SECRET: the secret (in the chosen encoding) — never stored, in a link only after the visitor confirms.
 */
export const otpGeneratorState = {
  schema: z.object({
    type: z._default(z.enum(OTP_TYPES), 'totp'),
    secret: z._default(z.string().check(z.maxLength(1024)), ''),
    secretEncoding: z._default(z.enum(OTP_SECRET_ENCODINGS), 'base32'),
    algorithm: z._default(z.enum(OTP_ALGORITHMS), 'SHA1'),
    digits: z._default(z.int().check(z.minimum(OTP_DIGITS_MIN), z.maximum(OTP_DIGITS_MAX)), 6),
    period: z._default(z.int().check(z.minimum(OTP_PERIOD_MIN), z.maximum(OTP_PERIOD_MAX)), 30),
    counter: z._default(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)), 0),
    issuer: z._default(z.string().check(z.maxLength(200)), 'Handy Tools'),
    label: z._default(z.string().check(z.maxLength(200)), 'user@example.com'),
    check: z._default(z.string().check(z.maxLength(20)), ''),
  }),
  options: ['type', 'secretEncoding', 'algorithm', 'digits', 'period', 'counter'],
  secrets: ['secret'],
} satisfies ToolStateSpec;
