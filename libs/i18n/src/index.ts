export * from './locales.js';
export * from './catalog.js';
export * from './simple-message-compiler.js';
