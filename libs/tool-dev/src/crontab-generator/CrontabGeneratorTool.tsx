import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { crontabGeneratorState } from './state.js';
import { crontabGenerator } from './crontab-generator.js';

/** Cron expression generator: the UI. */
export default function CrontabGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(crontabGeneratorState);
  const result = useMemo(() => (input ? attempt(() => crontabGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
