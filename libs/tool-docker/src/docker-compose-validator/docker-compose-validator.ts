export { validateComposeText } from '../shared/compose-validate.js';
export type { ComposeIssue, ComposeValidation } from '../shared/compose-validate.js';
