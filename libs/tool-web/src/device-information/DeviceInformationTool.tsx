import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { deviceInformationState } from './state.js';
import { deviceInformation } from './device-information.js';

/** Device information: the UI. */
export default function DeviceInformationTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(deviceInformationState);
  const result = useMemo(() => (input ? attempt(() => deviceInformation(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
