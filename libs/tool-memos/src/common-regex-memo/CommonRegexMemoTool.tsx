import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { commonRegexMemoState } from './state.js';
import { commonRegexMemo } from './common-regex-memo.js';

/** Common regular expressions: the UI. */
export default function CommonRegexMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(commonRegexMemoState);
  const result = useMemo(() => (input ? attempt(() => commonRegexMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
