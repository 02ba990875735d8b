
export * from './kit.js';
export * from './components/Alert.js';
export * from './components/Button.js';
export * from './components/ButtonsSelect.js';
export * from './components/Card.js';
export * from './components/CopyButton.js';
export * from './components/download.js';
export * from './components/Field.js';
export * from './components/FileUpload.js';
export * from './components/Layout.js';
export * from './components/Markdown.js';
export * from './components/Select.js';
export * from './components/TextInput.js';
export * from './components/Tooltip.js';
export * from './components/validation.js';
