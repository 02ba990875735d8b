import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { potraceState } from './state.js';
import { potrace } from './potrace.js';

/** Image to SVG tracer: the UI. */
export default function PotraceTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(potraceState);
  const result = useMemo(() => (input ? attempt(() => potrace(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
