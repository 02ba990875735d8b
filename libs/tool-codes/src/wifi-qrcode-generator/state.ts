import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { QR_STYLE_KEYS, qrStyleFields } from '../shared/qr/qr-state.js';
import { EAP_PHASE2_METHODS, WIFI_SECURITIES } from './wifi-qrcode-generator.js';

/**
 * The Wi-Fi QR code generator's state. `password` is a SECRET (never stored; in a link only after
 * the visitor confirms). The SSID, hidden flag and EAP identities are inputs; the security type,
 * EAP methods, quoting and the QR drawing settings are options.
 */
export const wifiQrcodeGeneratorState = {
  schema: z.object({
    security: z._default(z.enum(WIFI_SECURITIES), 'WPA'),
    ssid: z._default(z.string().check(z.maxLength(200)), ''),
    password: z._default(z.string().check(z.maxLength(200)), ''),
    hidden: z._default(z.boolean(), false),
    eapMethod: z._default(z.string().check(z.maxLength(20)), 'PEAP'),
    eapPhase2: z._default(z.enum(EAP_PHASE2_METHODS), 'MSCHAPV2'),
    eapIdentity: z._default(z.string().check(z.maxLength(200)), ''),
    eapAnonymousIdentity: z._default(z.string().check(z.maxLength(200)), ''),
    quoteHex: z._default(z.boolean(), false),
    ...qrStyleFields('M'),
  }),
  options: ['security', 'eapMethod', 'eapPhase2', 'quoteHex', ...QR_STYLE_KEYS],
  secrets: ['password'],
} satisfies ToolStateSpec;
