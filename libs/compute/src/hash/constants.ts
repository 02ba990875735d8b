// Defaults of the hashing core, in a module of their own so the worker client can use them
// without pulling hash-wasm into the main thread's bundle.

/** Default size of the chunks a Blob is read in: 8 MiB. */
export const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;

/**
 * Default largest input hashed with WebCrypto (`crypto.subtle.digest`, one shot, so the whole
 * input is held in memory): 512 MiB. Larger inputs stream through hash-wasm in bounded memory.
 */
export const DEFAULT_WEBCRYPTO_MAX_BYTES = 512 * 1024 * 1024;

/** Default number of chunk reads {@link DEFAULT_CHUNK_SIZE} kept in flight while hashing a Blob. */
export const DEFAULT_READ_AHEAD = 3;
