// The compute core's hashing (hash-wasm and the hashing workers' client), for hash-text.ts to
// load with import() only, so its code is fetched when a text or an algorithm needs it. Never
// import this module statically (static-imports.test.ts fails if the tool's view does).
export { hashBytes, hashTextInWorkers } from '@handy-tools/compute';
