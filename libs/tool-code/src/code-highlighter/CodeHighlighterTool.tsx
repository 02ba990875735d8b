import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { codeHighlighterState } from './state.js';
import { codeHighlighter } from './code-highlighter.js';

/** Code highlighter: the UI. */
export default function CodeHighlighterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(codeHighlighterState);
  const result = useMemo(() => (input ? attempt(() => codeHighlighter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
