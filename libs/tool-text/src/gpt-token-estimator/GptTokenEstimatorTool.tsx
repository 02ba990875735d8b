import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { gptTokenEstimatorState } from './state.js';
import { gptTokenEstimator } from './gpt-token-estimator.js';

/** GPT token counter: the UI. */
export default function GptTokenEstimatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(gptTokenEstimatorState);
  const result = useMemo(() => (input ? attempt(() => gptTokenEstimator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
