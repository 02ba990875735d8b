import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cameraRecorderState } from './state.js';
import { cameraRecorder } from './camera-recorder.js';

/** Camera recorder: the UI. */
export default function CameraRecorderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(cameraRecorderState);
  const result = useMemo(() => (input ? attempt(() => cameraRecorder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
