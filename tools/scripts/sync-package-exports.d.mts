/** The `exports` map a family package should have (see sync-package-exports.mjs). */
export declare function familyExports(dir: string): Record<string, { '@handy-tools/source': string; types: string; import: string }>;
