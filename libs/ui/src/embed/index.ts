// Embedding tools in another React app: the provider (i18n catalogs, theme) and a component that
// renders a tool's meta. Not in the root entry, so the app's shell does not load it.
export * from './HandyToolsProvider.js';
export * from './ToolView.js';
export * from './ToolErrorBoundary.js';
