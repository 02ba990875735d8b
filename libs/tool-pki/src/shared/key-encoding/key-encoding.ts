// Key encodings shared by the pki tools: PEM (RFC 7468), the SSH wire format (RFC 4251 §5) and
// public keys (RFC 4253, 5656, 8709), openssh-key-v1 private keys, fingerprints, and the
// WebCrypto key pair generator and encoder the key pair tools use.
export * from './bytes.js';
export * from './pem.js';
export * from './ssh-wire.js';
export * from './openssh.js';
export * from './fingerprint.js';
export * from './md5.js';
export * from './key-pair.js';
