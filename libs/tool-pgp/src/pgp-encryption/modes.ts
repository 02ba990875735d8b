// The tool's modes (no openpgp import: the page and state use them).
/** The tool's modes. */
export const PGP_MODES = ['encrypt', 'decrypt', 'sign', 'verify'] as const;
/** One of {@link PGP_MODES}. */
export type PgpMode = (typeof PGP_MODES)[number];
/** How a text is signed: a cleartext signed message (RFC 9580 §7) or a detached signature. */
export const PGP_SIGN_STYLES = ['cleartext', 'detached'] as const;
/** One of {@link PGP_SIGN_STYLES}. */
export type PgpSignStyle = (typeof PGP_SIGN_STYLES)[number];

