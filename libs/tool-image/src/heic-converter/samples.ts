// The sample files of the examples (see ./fixtures/README.md), served from our origin.
import sample from './fixtures/sample-96x64.heic?url';
import two from './fixtures/two-images.heic?url';
import type { HEIC_SAMPLES } from './state.js';

/** URL of each sample file. */
export const HEIC_SAMPLE_URLS: Record<(typeof HEIC_SAMPLES)[number], string> = { 'sample-96x64': sample, 'two-images': two };
