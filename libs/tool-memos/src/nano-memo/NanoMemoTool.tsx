import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { nanoMemoState } from './state.js';
import { nanoMemo } from './nano-memo.js';

/** nano cheat sheet: the UI. */
export default function NanoMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(nanoMemoState);
  const result = useMemo(() => (input ? attempt(() => nanoMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
