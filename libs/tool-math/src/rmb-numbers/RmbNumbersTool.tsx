import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rmbNumbersState } from './state.js';
import { rmbNumbers } from './rmb-numbers.js';

/** RMB uppercase converter: the UI. */
export default function RmbNumbersTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(rmbNumbersState);
  const result = useMemo(() => (input ? attempt(() => rmbNumbers(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
