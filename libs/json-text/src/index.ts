export * from './text-position.js';
export * from './syntax-error.js';
export * from './json-or-json5.js';
