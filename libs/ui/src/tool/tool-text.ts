import type { I18n } from '@lingui/core';
import type { Tool } from './define-tool.js';

/**
 * Message ids under which a tool's texts are translated: `tools.<key>.title`,
 * `tools.<key>.description` and `tools.<key>.footer`, where the key is the path without `/`.
 *
 * @param key - the tool's key, e.g. `json-prettify`.
 * @returns the three message ids.
 */
export function toolMessageIds(key: string) {
  return { title: `tools.${key}.title`, description: `tools.${key}.description`, footer: `tools.${key}.footer` };
}

/**
 * A tool's name, description and footer in the active locale, falling back to the tool's own
 * (English) metadata when the catalog has no translation under the tool's key.
 *
 * @param i18n - the Lingui instance with the active locale loaded.
 * @param tool - the tool: a full `Tool`, or an index entry whose English description (from the
 *   lazy tool extras) may not be there yet — the fallback is then empty.
 * @returns `{ name, description, footer }` (footer undefined when the tool has none).
 */
export function localizedTool(i18n: I18n, tool: Pick<Tool, 'key' | 'name'> & { description?: string; footer?: string }) {
  const ids = toolMessageIds(tool.key);
  const lookup = (id: string, fallback: string) => (i18n.messages[id] ? i18n._(id) : fallback);
  return {
    name: lookup(ids.title, tool.name),
    description: lookup(ids.description, tool.description ?? ''),
    footer: tool.footer === undefined ? undefined : lookup(ids.footer, tool.footer),
  };
}
