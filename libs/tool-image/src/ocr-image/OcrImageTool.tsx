import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ocrImageState } from './state.js';
import { ocrImage } from './ocr-image.js';

/** OCR image and PDF: the UI. */
export default function OcrImageTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ocrImageState);
  const result = useMemo(() => (input ? attempt(() => ocrImage(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
