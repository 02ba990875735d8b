import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cidrInCidrState } from './state.js';
import { cidrInCidr } from './cidr-in-cidr.js';

/** IP in CIDR checker: the UI. */
export default function CidrInCidrTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(cidrInCidrState);
  const result = useMemo(() => (input ? attempt(() => cidrInCidr(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
