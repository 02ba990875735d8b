export * from './encode-bytes.js';
export * from './parse-bytes.js';
