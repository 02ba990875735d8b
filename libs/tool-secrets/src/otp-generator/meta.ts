import { defineTool } from '@handy-tools/ui/kit';

/**
 * OTP code generator. State keys (shared by the UI and `examples`): `type` (totp | hotp),
 * `algorithm` (SHA1 | SHA256 | SHA512), `digits` (6–8), `period` (15–120 s), `counter`,
 * `issuer`, `label`, `check` (a code to validate), `secretEncoding` (base32 | hex) and `secret`.
 *
 * SECRET: `secret` is never stored, goes into a link only after confirmation, and is in no
 * example; when it is empty on load, the UI draws a random one (crypto.getRandomValues).
 */
export const otpGenerator = defineTool({
  path: '/otp-generator',
  name: 'OTP code generator',
  description:
    'Generate and check time-based (TOTP, RFC 6238) and counter-based (HOTP, RFC 4226) one-time passwords: previous, current and next codes, the time step in decimal and hex, a secret in Base32 or hex, and the otpauth:// URI with its QR code for authenticator apps.',
  keywords: ['otp', 'totp', 'hotp', '2fa', 'mfa', 'two factor', 'authenticator', 'google authenticator', 'one time password', 'otpauth', 'qr code', 'rfc 6238', 'rfc 4226', 'hex secret', 'base32'],
  icon: 'IconClockShield',
  component: () => import('./OtpGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['otpauth', 'qrcode'],
  examples: [
    // Settings only: the secret is never part of an example (the tool draws a random one when it is empty).
    { label: 'TOTP, 6 digits, 30 s (authenticator apps)', state: { type: 'totp', algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Example', label: 'alice@example.com' } },
    { label: 'TOTP SHA-256, 8 digits, 60 s', state: { type: 'totp', algorithm: 'SHA256', digits: 8, period: 60, issuer: 'Example', label: 'alice@example.com' } },
    { label: 'HOTP, counter 0', state: { type: 'hotp', algorithm: 'SHA1', digits: 6, counter: 0, issuer: 'Example', label: 'alice@example.com' } },
    { label: 'TOTP with a hex secret', state: { type: 'totp', secretEncoding: 'hex', algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Example', label: 'alice@example.com' } },
  ],
});
