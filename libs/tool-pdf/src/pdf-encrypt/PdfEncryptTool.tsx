import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pdfEncryptState } from './state.js';
import { pdfEncrypt } from './pdf-encrypt.js';

/** PDF encrypt: the UI. */
export default function PdfEncryptTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pdfEncryptState);
  const result = useMemo(() => (input ? attempt(() => pdfEncrypt(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
