import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTools } from './registry';
import { toolMessageIds } from './tool-text';

// tool-messages.ts declares every tool's name, description and footer as Lingui messages with
// ids under the tool's key, so `npm run i18n:extract` puts them into the catalogs. It is
// generated from the registry: `HT_UPDATE_TOOL_MESSAGES=1 npm run unit -- apps/web/src/tools/tool-messages`.
const file = new URL('./tool-messages.ts', import.meta.url);

function expectedSource(): string {
  const lines = allTools.flatMap((tool) => {
    const ids = toolMessageIds(tool.key);
    const entries: [string, string][] = [
      [ids.title, tool.name],
      [ids.description, tool.description],
    ];
    if (tool.footer) entries.push([ids.footer, tool.footer]);
    return entries.map(([id, message]) => `  msg({ id: ${JSON.stringify(id)}, message: ${JSON.stringify(message)} }),`);
  });
  return [
    "import { msg } from '@lingui/core/macro';",
    '',
    '// Generated from the registry by tool-messages.test.ts (HT_UPDATE_TOOL_MESSAGES=1); do not edit by hand.',
    "/** Every tool's name, description and footer as translatable messages keyed by the tool's key. */",
    'export const toolMessages = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

describe('tool messages', () => {
  it('declare every registered tool (regenerate with HT_UPDATE_TOOL_MESSAGES=1)', () => {
    const expected = expectedSource();
    if (process.env.HT_UPDATE_TOOL_MESSAGES) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
