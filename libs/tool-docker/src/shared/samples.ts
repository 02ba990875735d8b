import { readFileSync } from 'node:fs';

/** Reads a test sample from ./samples (tests only: uses node:fs). */
export const sample = (name: string): string => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
