import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { safelinkDecoderState } from './state.js';
import { safelinkDecoder } from './safelink-decoder.js';

/** Safe Links decoder: the UI. */
export default function SafelinkDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(safelinkDecoderState);
  const result = useMemo(() => (input ? attempt(() => safelinkDecoder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
