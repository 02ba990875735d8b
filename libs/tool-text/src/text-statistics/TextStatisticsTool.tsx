import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { textStatisticsState } from './state.js';
import { textStatistics } from './text-statistics.js';

/** Text statistics: the UI. */
export default function TextStatisticsTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(textStatisticsState);
  const result = useMemo(() => (input ? attempt(() => textStatistics(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
