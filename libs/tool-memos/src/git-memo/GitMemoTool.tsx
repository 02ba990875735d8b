import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { gitMemoState } from './state.js';
import { gitMemo } from './git-memo.js';

/** Git cheat sheet: the UI. */
export default function GitMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(gitMemoState);
  const result = useMemo(() => (input ? attempt(() => gitMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
