import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { aiPromptSplitterState } from './state.js';
import { aiPromptSplitter } from './ai-prompt-splitter.js';

/** AI prompt splitter: the UI. */
export default function AiPromptSplitterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(aiPromptSplitterState);
  const result = useMemo(() => (input ? attempt(() => aiPromptSplitter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
