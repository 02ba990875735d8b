import { readFileSync, writeFileSync } from 'node:fs';
import { parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { allTools } from './registry';
import { toolMessageIds } from '@handy-tools/ui/kit';

// tool-messages.ts declares every tool's name, and tool-descriptions.ts its description and
// footer, as Lingui messages with ids under the tool's key, so `npm run i18n:extract` puts them
// into the catalogs (names in `messages`, loaded at start-up; descriptions in the lazy
// `descriptions` catalog). Both are generated from the registry:
// `HT_UPDATE_TOOL_MESSAGES=1 npx vitest run apps/web/src/tools/tool-messages`.
const files = {
  names: new URL('./tool-messages.ts', import.meta.url),
  descriptions: new URL('./tool-descriptions.ts', import.meta.url),
};

/** A text as an ICU message that shows it as written: braces quoted (`{SHA}` → `'{'SHA'}'`), not read as placeholders. */
const icuLiteral = (text: string) => text.replace(/[{}]/g, "'$&'");

function source(exportName: string, doc: string, entries: [string, string][]): string {
  return [
    "import { msg } from '@lingui/core/macro';",
    '',
    '// Generated from the registry by tool-messages.test.ts (HT_UPDATE_TOOL_MESSAGES=1); do not edit by hand.',
    `/** ${doc} */`,
    `export const ${exportName} = [`,
    ...entries.map(([id, message]) => `  msg({ id: ${JSON.stringify(id)}, message: ${JSON.stringify(icuLiteral(message))} }),`),
    '];',
    '',
  ].join('\n');
}

function expectedSources(): Record<keyof typeof files, string> {
  const names = allTools.map((tool): [string, string] => [toolMessageIds(tool.key).title, tool.name]);
  const descriptions = allTools.flatMap((tool): [string, string][] => {
    const ids = toolMessageIds(tool.key);
    return [[ids.description, tool.description], ...(tool.footer ? [[ids.footer, tool.footer] as [string, string]] : [])];
  });
  return {
    names: source('toolMessages', "Every tool's name as a translatable message keyed by the tool's key (catalog `messages`).", names),
    descriptions: source('toolDescriptions', "Every tool's description and footer as translatable messages (catalog `descriptions`, loaded lazily).", descriptions),
  };
}

describe('tool messages', () => {
  it('declare every registered tool (regenerate with HT_UPDATE_TOOL_MESSAGES=1)', () => {
    for (const [key, expected] of Object.entries(expectedSources()) as [keyof typeof files, string][]) {
      if (process.env.HT_UPDATE_TOOL_MESSAGES) writeFileSync(files[key], expected);
      expect(readFileSync(files[key], 'utf8'), key).toBe(expected);
    }
  });

  // Lingui's extract keeps an existing msgstr for an explicit id, so the English catalogs would
  // keep a tool's old name or description after its meta changes: say so instead.
  it('have the current English text in the English catalogs (fix locales/en, then the translations)', () => {
    const english = new Map(
      ['messages', 'descriptions'].flatMap((name) => parsePo(readFileSync(new URL(`../../../../locales/en/${name}.po`, import.meta.url), 'utf8')).items.map((item) => [item.msgid, item.msgstr[0]] as const)),
    );
    // A tool not extracted yet is not here: check-catalogs.mjs (npm test) reports that.
    for (const tool of allTools) {
      const ids = toolMessageIds(tool.key);
      if (english.has(ids.title)) expect(english.get(ids.title), ids.title).toBe(icuLiteral(tool.name));
      if (english.has(ids.description)) expect(english.get(ids.description), ids.description).toBe(icuLiteral(tool.description));
    }
  });
});
