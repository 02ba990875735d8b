// ONNX Runtime Web's WebAssembly build (CPU, SIMD, threads when the page is cross-origin
// isolated), shipped with the app instead of transformers.js' default download from a CDN.
// In the app these are hashed assets (cached on first use, not precached: 14 MB); in the published
// package the library build emits them beside the modules (vite.shared.ts, libraryAssetUrls).
import mjs from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';
import wasm from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';

/** URLs of ONNX Runtime Web's WASM module factory (`mjs`) and binary (`wasm`), for `env.backends.onnx.wasm.wasmPaths`. */
export const ONNX_WASM_PATHS: { mjs: string; wasm: string } = { mjs, wasm };
