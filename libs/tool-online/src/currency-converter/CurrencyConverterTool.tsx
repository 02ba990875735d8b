import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { currencyConverterState } from './state.js';
import { currencyConverter } from './currency-converter.js';

/** Currency converter: the UI. */
export default function CurrencyConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(currencyConverterState);
  const result = useMemo(() => (input ? attempt(() => currencyConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
