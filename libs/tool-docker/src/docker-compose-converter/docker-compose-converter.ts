export { convertComposeFormat, detectComposeFormat } from '../shared/compose-versions.js';
export type { ComposeFormat, ComposeTarget, FormatOptions } from '../shared/compose-versions.js';
