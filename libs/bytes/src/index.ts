export * from './byte-input-encodings.js';
export * from './encode-bytes.js';
export * from './parse-bytes.js';
