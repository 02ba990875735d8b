import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xVrSpamcauseDecoderState } from './state.js';
import { xVrSpamcauseDecoder } from './x-vr-spamcause-decoder.js';

/** X-VR-SPAMCAUSE decoder: the UI. */
export default function XVrSpamcauseDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xVrSpamcauseDecoderState);
  const result = useMemo(() => (input ? attempt(() => xVrSpamcauseDecoder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
