// The family's image pipeline: pure format work (Node-safe) and the browser glue.
export * from './formats.js';
export * from './encode-rgba.js';
export type * from './pipeline-types.js';
