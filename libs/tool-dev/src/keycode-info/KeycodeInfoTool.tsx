import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { keycodeInfoState } from './state.js';
import { keycodeInfo } from './keycode-info.js';

/** Keycode info: the UI. */
export default function KeycodeInfoTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(keycodeInfoState);
  const result = useMemo(() => (input ? attempt(() => keycodeInfo(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
