import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { regexMemoState } from './state.js';
import { regexMemo } from './regex-memo.js';

/** Regular expression cheat sheet: the UI. */
export default function RegexMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(regexMemoState);
  const result = useMemo(() => (input ? attempt(() => regexMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
