import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { jqMemoState } from './state.js';
import { jqMemo } from './jq-memo.js';

/** jq cheat sheet: the UI. */
export default function JqMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(jqMemoState);
  const result = useMemo(() => (input ? attempt(() => jqMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
