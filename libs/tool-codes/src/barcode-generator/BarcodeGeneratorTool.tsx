import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { barcodeGeneratorState } from './state.js';
import { barcodeGenerator } from './barcode-generator.js';

/** Barcode generator: the UI. */
export default function BarcodeGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(barcodeGeneratorState);
  const result = useMemo(() => (input ? attempt(() => barcodeGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
