import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { stringObfuscatorState } from './state.js';
import { stringObfuscator } from './string-obfuscator.js';

/** String obfuscator: the UI. */
export default function StringObfuscatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(stringObfuscatorState);
  const result = useMemo(() => (input ? attempt(() => stringObfuscator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
