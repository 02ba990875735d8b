import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { jsUnobfuscatorState } from './state.js';
import { jsUnobfuscator } from './js-unobfuscator.js';

/** JavaScript deobfuscator: the UI. */
export default function JsUnobfuscatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(jsUnobfuscatorState);
  const result = useMemo(() => (input ? attempt(() => jsUnobfuscator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
