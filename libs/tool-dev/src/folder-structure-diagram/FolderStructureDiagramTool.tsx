import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { folderStructureDiagramState } from './state.js';
import { folderStructureDiagram } from './folder-structure-diagram.js';

/** Folder structure diagram: the UI. */
export default function FolderStructureDiagramTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(folderStructureDiagramState);
  const result = useMemo(() => (input ? attempt(() => folderStructureDiagram(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
