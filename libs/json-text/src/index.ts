export * from './text-position.js';
export * from './syntax-error.js';
