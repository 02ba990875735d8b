import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { stacktracePrettierState } from './state.js';
import { stacktracePrettier } from './stacktrace-prettier.js';

/** Stack trace prettifier: the UI. */
export default function StacktracePrettierTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(stacktracePrettierState);
  const result = useMemo(() => (input ? attempt(() => stacktracePrettier(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
