import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { markdownTocGeneratorState } from './state.js';
import { markdownTocGenerator } from './markdown-toc-generator.js';

/** Markdown table of contents: the UI. */
export default function MarkdownTocGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(markdownTocGeneratorState);
  const result = useMemo(() => (input ? attempt(() => markdownTocGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
