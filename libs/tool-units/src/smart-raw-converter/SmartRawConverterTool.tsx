import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { smartRawConverterState } from './state.js';
import { smartRawConverter } from './smart-raw-converter.js';

/** S.M.A.R.T. raw value decoder: the UI. */
export default function SmartRawConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(smartRawConverterState);
  const result = useMemo(() => (input ? attempt(() => smartRawConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
