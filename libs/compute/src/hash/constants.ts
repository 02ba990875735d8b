// Defaults of the hashing core, in a module of their own so the worker client can use them
// without pulling hash-wasm into the main thread's bundle.

/**
 * Default size of the chunks a Blob is read in: 1 MiB. Chunks are read into one reused buffer
 * (or straight into the whole-input buffer), so the size sets the progress steps and cache use,
 * not memory; 1 MiB stays in the CPU caches while several hashers read it.
 */
export const DEFAULT_CHUNK_SIZE = 1024 * 1024;

/**
 * Largest input hashed with WebCrypto (`crypto.subtle.digest`, one shot, so the whole input is
 * held in memory): 512 MiB. The default limit is lower on devices with less than 8 GiB of memory
 * (`defaultWebCryptoMaxBytes`). Larger inputs stream through hash-wasm in bounded memory.
 */
export const DEFAULT_WEBCRYPTO_MAX_BYTES = 512 * 1024 * 1024;

/** Default number of slice reads kept in flight for Blob-likes without `stream()`. */
export const DEFAULT_READ_AHEAD = 3;
