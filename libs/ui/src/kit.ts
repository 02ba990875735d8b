// The tool contract without React components: safe to import from meta.ts and logic files.
export * from './tool/define-tool.js';
export * from './tool/tool-input-error.js';
export * from './tool/packed-text.js';
export * from './tool/tool-text.js';
export * from './tool/network-error.js';
export { formatByteSize, utf8ByteLength } from './components/text-size.js';
