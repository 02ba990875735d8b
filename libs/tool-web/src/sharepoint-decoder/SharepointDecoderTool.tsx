import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sharepointDecoderState } from './state.js';
import { sharepointDecoder } from './sharepoint-decoder.js';

/** SharePoint link decoder: the UI. */
export default function SharepointDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(sharepointDecoderState);
  const result = useMemo(() => (input ? attempt(() => sharepointDecoder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
