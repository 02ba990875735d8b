import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { markdownCheatsheetState } from './state.js';
import { markdownCheatsheet } from './markdown-cheatsheet.js';

/** Markdown cheat sheet: the UI. */
export default function MarkdownCheatsheetTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(markdownCheatsheetState);
  const result = useMemo(() => (input ? attempt(() => markdownCheatsheet(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
