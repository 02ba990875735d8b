import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { luhnValidatorState } from './state.js';
import { luhnValidator } from './luhn-validator.js';

/** Luhn validator: the UI. */
export default function LuhnValidatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(luhnValidatorState);
  const result = useMemo(() => (input ? attempt(() => luhnValidator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
