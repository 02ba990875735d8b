import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xpathMemoState } from './state.js';
import { xpathMemo } from './xpath-memo.js';

/** XPath cheat sheet: the UI. */
export default function XpathMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xpathMemoState);
  const result = useMemo(() => (input ? attempt(() => xpathMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
