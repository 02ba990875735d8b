import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { benchmarkBuilderState } from './state.js';
import { benchmarkBuilder } from './benchmark-builder.js';

/** Benchmark builder: the UI. */
export default function BenchmarkBuilderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(benchmarkBuilderState);
  const result = useMemo(() => (input ? attempt(() => benchmarkBuilder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
