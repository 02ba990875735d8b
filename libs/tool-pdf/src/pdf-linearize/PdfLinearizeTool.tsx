import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pdfLinearizeState } from './state.js';
import { pdfLinearize } from './pdf-linearize.js';

/** PDF linearize: the UI. */
export default function PdfLinearizeTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pdfLinearizeState);
  const result = useMemo(() => (input ? attempt(() => pdfLinearize(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
