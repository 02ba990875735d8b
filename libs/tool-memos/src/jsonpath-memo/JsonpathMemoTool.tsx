import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { jsonpathMemoState } from './state.js';
import { jsonpathMemo } from './jsonpath-memo.js';

/** JSONPath cheat sheet: the UI. */
export default function JsonpathMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(jsonpathMemoState);
  const result = useMemo(() => (input ? attempt(() => jsonpathMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
