export * from './locales.js';
export * from './catalog.js';
