import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pasteAsMarkdownState } from './state.js';
import { pasteAsMarkdown } from './paste-as-markdown.js';

/** Paste as Markdown: the UI. */
export default function PasteAsMarkdownTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pasteAsMarkdownState);
  const result = useMemo(() => (input ? attempt(() => pasteAsMarkdown(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
