import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cssSelectorsMemoState } from './state.js';
import { cssSelectorsMemo } from './css-selectors-memo.js';

/** CSS selectors cheat sheet: the UI. */
export default function CssSelectorsMemoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(cssSelectorsMemoState);
  const result = useMemo(() => (input ? attempt(() => cssSelectorsMemo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
