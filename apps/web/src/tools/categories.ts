import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The 11 categories of the side menu, in order. */
export const CATEGORY_NAMES = [
  'Crypto',
  'Converter',
  'Web',
  'Images and videos',
  'Development',
  'CheatSheets',
  'Network',
  'Math',
  'Measurement',
  'Text',
  'Data',
] as const;

/** A category's English name (also its id). */
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Translatable labels of the categories. */
export const CATEGORY_LABELS: Record<CategoryName, MessageDescriptor> = {
  Crypto: msg`Crypto`,
  Converter: msg`Converter`,
  Web: msg`Web`,
  'Images and videos': msg`Images and videos`,
  Development: msg`Development`,
  CheatSheets: msg`CheatSheets`,
  Network: msg`Network`,
  Math: msg`Math`,
  Measurement: msg`Measurement`,
  Text: msg`Text`,
  Data: msg`Data`,
};

/** Which tools each category lists, by path, in menu order. A tool may sit in two categories. */
export const CATEGORY_TOOLS: Record<CategoryName, readonly string[]> = {
  Crypto: ['/token-generator', '/hash-text', '/file-hasher', '/uuid-generator', '/hmac-generator', '/crc-calculator', '/wpa-psk-generator', '/ulid-generator', '/nanoid-generator', '/pin-code-generator', '/bip39-generator', '/bcrypt', '/passphrase-generator', '/password-strength-analyser', '/encryption', '/ansible-vault-crypt-decrypt', '/rsa-key-pair-generator', '/ecdsa-key-pair-generator', '/ed25519-key-pair-generator', '/rsa-encryption', '/rsa-ecdsa-signing', '/certificate-key-parser', '/csr-generator', '/x509-certificate-generator', '/pgp-key-pair-generator', '/pgp-encryption', '/pdf-signature-checker', '/pdf-encrypt', '/pdf-unlock', '/pdf-linearize'],
  Converter: ['/base64-string-converter', '/base64-file-converter', '/case-converter', '/hex-converter', '/text-to-binary', '/text-to-nato-alphabet', '/morse-converter', '/uuid-converter', '/gzip-converter', '/mime-converter', '/hex-file-converter', '/json-to-yaml-converter', '/json-string-converter', '/javascript-to-json', '/json-to-javascript', '/json-sort-master', '/yaml-to-json-converter', '/json-to-toml', '/toml-to-json', '/yaml-to-toml', '/toml-to-yaml', '/json-to-xml', '/xml-to-json', '/json-to-ts', '/json-to-go', '/json-to-java', '/json-to-csharp', '/properties-to-yaml', '/hdd-calculator', '/smart-raw-converter', '/base-converter', '/roman-numeral-converter', '/floating-point-converter', '/rmb-numbers', '/date-converter', '/week-number-converter', '/timezone-converter', '/currency-converter', '/list-converter', '/list-comparer', '/markdown-to-html', '/html-to-markdown', '/markdown-toc-generator', '/html-cleaner', '/color-converter'],
  Web: ['/url-encoder', '/http-status-codes', '/basic-auth-generator', '/snowflake-id-extractor', '/html-entities', '/otp-generator', '/jwt-parser', '/jwt-generator', '/htpasswd-generator', '/json-escaper', '/json-diff', '/json-to-php-array', '/php-array-to-json', '/api-tester', '/url-parser', '/slugify-string', '/url-cleaner', '/url-fanger', '/safelink-decoder', '/sharepoint-decoder', '/url-text-fragment-maker', '/utm-url-generator', '/user-agent-parser', '/device-information', '/og-meta-generator', '/ascii-text-drawer', '/html-wysiwyg-editor', '/mime-types', '/software-licence-compatibility', '/bounce-parser', '/js-unobfuscator', '/folder-structure-diagram', '/torrent-to-magnet', '/keycode-info', '/image-to-css', '/mic-tester', '/color-wheel'],
  'Images and videos': ['/aspect-ratio-calculator', '/qrcode-generator', '/wifi-qrcode-generator', '/qr-contact-info-generator', '/qr-code-decoder', '/barcode-generator', '/barcode-reader', '/image-resizer', '/image-converter', '/ico-converter', '/heic-converter', '/image-exif-reader', '/remove-exif', '/image-to-ascii-art', '/potrace', '/svg-placeholder-generator', '/ocr-image', '/camera-recorder'],
  Development: ['/json-prettify', '/mongo-objectid-converter', '/json-minify', '/json-linter', '/json-to-object', '/json-size-analyzer', '/yaml-prettify', '/json-to-csv', '/csv-to-json', '/json-editor', '/jq-tester', '/json-to-schema', '/git-memo', '/regex-memo', '/common-regex-memo', '/css-selectors-memo', '/xpath-memo', '/jsonpath-memo', '/jq-memo', '/markdown-cheatsheet', '/email-normalizer', '/code-highlighter', '/javascript-prettifier', '/css-prettifier', '/html-prettifier', '/sql-prettify', '/nginx-formatter', '/stacktrace-prettier', '/xml-formatter', '/xpath-tester', '/xslt-tester', '/css-xpath-converter', '/extract-text-from-html', '/docker-run-to-docker-compose-converter', '/docker-compose-to-docker-run-converter', '/docker-compose-converter', '/docker-compose-validator', '/docker-compose-to-kubernetes', '/docker-run-to-kubernetes', '/regex-tester', '/crontab-generator', '/chmod-calculator', '/curl-converter', '/file-type', '/random-port-generator'],
  CheatSheets: ['/gpt-token-estimator', '/git-memo', '/nano-memo'],
  Network: ['/ipv4-subnet-calculator', '/punycode-converter', '/sip-auth', '/raid-calculator', '/ipv4-address-converter', '/ipv4-range-expander', '/ipv6-address-converter', '/ipv6-subnet-calculator', '/ipv6-ula-generator', '/cidr-in-cidr', '/ip-cidr-to-range', '/ip-range-to-cidr', '/ip-include-exclude', '/integers-to-ip', '/mac-address-converter', '/mac-address-generator', '/mac-address-lookup', '/option43-generator', '/my-ip', '/ip-geo-location', '/dns-queries', '/websocket-tester', '/port-numbers', '/email-parser', '/x-vr-spamcause-decoder', '/ssl-cert-converter', '/outlook-parser'],
  Math: ['/angle-converter', '/data-storage-unit-converter', '/data-transfer-rate-converter', '/math-evaluator', '/percentage-calculator', '/math-formats-converter', '/math-ocr', '/ttl-calculator', '/eta-calculator'],
  Measurement: ['/temperature-converter', '/length-converter', '/area-converter', '/volume-converter', '/mass-converter', '/pressure-converter', '/force-converter', '/energy-converter', '/power-converter', '/illuminance-converter', '/many-units-converter', '/ies-lighting-guidelines', '/energy-computer', '/geo-distance-calculator', '/days-calculator', '/date-duration-calculator', '/duration-calculator', '/sla-calculator', '/chronometer', '/benchmark-builder'],
  Text: ['/ical-parser', '/ical-generator', '/ical-merger', '/text-statistics', '/text-diff', '/lorem-ipsum-generator', '/numeronym-generator', '/string-obfuscator', '/sensitive-data-masker', '/smart-text-replacer', '/ascii-text-drawer', '/emoji-picker', '/ai-prompt-splitter', '/markdown-editor', '/paste-as-markdown', '/iso-3166-searcher'],
  Data: ['/multi-link-downloader', '/iban-validator-and-parser', '/isbn-validator-and-parser', '/luhn-validator', '/vat-validator', '/phone-parser-and-formatter'],
};

/** A category with its resolved tools. */
export interface Category<T extends { path: string }> {
  name: CategoryName;
  tools: T[];
}

/**
 * Resolves the category lists against the registry.
 *
 * @param tools - the registered tools.
 * @returns the non-empty categories in menu order, each with its tools (unknown paths skipped).
 */
export function resolveCategories<T extends { path: string }>(tools: readonly T[]): Category<T>[] {
  const byPath = new Map<string, T>(tools.map((t) => [t.path, t]));
  return CATEGORY_NAMES.map((name) => ({
    name,
    tools: CATEGORY_TOOLS[name].map((p) => byPath.get(p)).filter((t): t is T => t !== undefined),
  })).filter((c) => c.tools.length > 0);
}
