import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipv4RangeExpanderState } from './state.js';
import { ipv4RangeExpander } from './ipv4-range-expander.js';

/** IPv4 range expander: the UI. */
export default function Ipv4RangeExpanderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv4RangeExpanderState);
  const result = useMemo(() => (input ? attempt(() => ipv4RangeExpander(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
