import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { textDiffState } from './state.js';
import { textDiff } from './text-diff.js';

/** Text diff: the UI. */
export default function TextDiffTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(textDiffState);
  const result = useMemo(() => (input ? attempt(() => textDiff(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
