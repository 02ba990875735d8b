// cronstrue's locale files (UMD, no types) register themselves on `cronstrue.locales` when loaded.
declare module 'cronstrue/locales/*.js';
