import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { markdownToHtmlState } from './state.js';
import { markdownToHtml } from './markdown-to-html.js';

/** Markdown to HTML: the UI. */
export default function MarkdownToHtmlTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(markdownToHtmlState);
  const result = useMemo(() => (input ? attempt(() => markdownToHtml(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
