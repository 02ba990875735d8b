// The sample images of the examples, drawn by ../shared/scan/samples/make-samples.mjs.
import label from '../shared/scan/samples/barcodes-label.png?url';
import photo from '../shared/scan/samples/barcodes-photo.png?url';
import type { READER_SAMPLES } from './state.js';

/** URL of each sample image. */
export const READER_SAMPLE_URLS: Record<(typeof READER_SAMPLES)[number], string> = { label, photo };
