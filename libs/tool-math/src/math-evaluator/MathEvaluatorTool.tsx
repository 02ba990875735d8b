import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { mathEvaluatorState } from './state.js';
import { mathEvaluator } from './math-evaluator.js';

/** Math evaluator: the UI. */
export default function MathEvaluatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(mathEvaluatorState);
  const result = useMemo(() => (input ? attempt(() => mathEvaluator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
