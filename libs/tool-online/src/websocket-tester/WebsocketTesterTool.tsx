import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { websocketTesterState } from './state.js';
import { websocketTester } from './websocket-tester.js';

/** WebSocket tester: the UI. */
export default function WebsocketTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(websocketTesterState);
  const result = useMemo(() => (input ? attempt(() => websocketTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
