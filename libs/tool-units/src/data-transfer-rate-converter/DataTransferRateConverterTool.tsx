import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dataTransferRateConverterState } from './state.js';
import { dataTransferRateConverter } from './data-transfer-rate-converter.js';

/** Data transfer rate calculator: the UI. */
export default function DataTransferRateConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dataTransferRateConverterState);
  const result = useMemo(() => (input ? attempt(() => dataTransferRateConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
