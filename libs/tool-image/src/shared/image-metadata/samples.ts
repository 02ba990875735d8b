// The sample images of the metadata tools' examples, made by ./samples/make-samples.mjs and served
// from our origin (a ?url import: Vite emits the file with the build).
import photo from './samples/sample-photo.jpg?url';
import drawing from './samples/sample-drawing.png?url';

/** The samples a tool's state can name. */
export const METADATA_SAMPLES = ['photo', 'drawing'] as const;
export type MetadataSample = (typeof METADATA_SAMPLES)[number];

/** URL and file name of each sample. */
export const METADATA_SAMPLE_FILES: Record<MetadataSample, { url: string; name: string }> = {
  photo: { url: photo, name: 'sample-photo.jpg' },
  drawing: { url: drawing, name: 'sample-drawing.png' },
};
