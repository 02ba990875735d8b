import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dataStorageUnitConverterState } from './state.js';
import { dataStorageUnitConverter } from './data-storage-unit-converter.js';

/** Data storage converter: the UI. */
export default function DataStorageUnitConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dataStorageUnitConverterState);
  const result = useMemo(() => (input ? attempt(() => dataStorageUnitConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
