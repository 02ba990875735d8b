// Metadata walkers shared by the image metadata reader and Remove EXIF: pure functions on bytes.
export * from './blocks.js';
export * from './bytes.js';
export * from './jpeg.js';
export * from './png.js';
export * from './quality.js';
export * from './tiff.js';
export * from './webp.js';
