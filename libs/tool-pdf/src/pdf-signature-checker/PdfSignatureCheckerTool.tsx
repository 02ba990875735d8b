import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pdfSignatureCheckerState } from './state.js';
import { pdfSignatureChecker } from './pdf-signature-checker.js';

/** PDF signature checker: the UI. */
export default function PdfSignatureCheckerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pdfSignatureCheckerState);
  const result = useMemo(() => (input ? attempt(() => pdfSignatureChecker(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
