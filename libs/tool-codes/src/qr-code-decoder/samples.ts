// The sample QR codes of the examples, drawn by ../shared/scan/samples/make-samples.mjs.
import several from '../shared/scan/samples/qr-several.png?url';
import vcard from '../shared/scan/samples/qr-vcard.png?url';
import wifi from '../shared/scan/samples/qr-wifi.png?url';
import type { QR_SAMPLES } from './state.js';

/** URL of each sample image. */
export const QR_SAMPLE_URLS: Record<(typeof QR_SAMPLES)[number], string> = { wifi, vcard, several };
