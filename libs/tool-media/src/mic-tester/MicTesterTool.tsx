import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { micTesterState } from './state.js';
import { micTester } from './mic-tester.js';

/** Microphone tester: the UI. */
export default function MicTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(micTesterState);
  const result = useMemo(() => (input ? attempt(() => micTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
