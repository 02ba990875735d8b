import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { barcodeReaderState } from './state.js';
import { barcodeReader } from './barcode-reader.js';

/** Barcode reader: the UI. */
export default function BarcodeReaderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(barcodeReaderState);
  const result = useMemo(() => (input ? attempt(() => barcodeReader(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
