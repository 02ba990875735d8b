import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { htmlToMarkdownState } from './state.js';
import { htmlToMarkdown } from './html-to-markdown.js';

/** HTML to Markdown: the UI. */
export default function HtmlToMarkdownTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(htmlToMarkdownState);
  const result = useMemo(() => (input ? attempt(() => htmlToMarkdown(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
