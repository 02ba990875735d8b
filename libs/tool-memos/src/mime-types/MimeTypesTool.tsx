import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { mimeTypesState } from './state.js';
import { mimeTypes } from './mime-types.js';

/** MIME types: the UI. */
export default function MimeTypesTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(mimeTypesState);
  const result = useMemo(() => (input ? attempt(() => mimeTypes(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
