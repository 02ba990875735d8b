import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { vatValidatorState } from './state.js';
import { vatValidator } from './vat-validator.js';

/** VAT number validator: the UI. */
export default function VatValidatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(vatValidatorState);
  const result = useMemo(() => (input ? attempt(() => vatValidator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
