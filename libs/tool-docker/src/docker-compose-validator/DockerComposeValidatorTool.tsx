import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dockerComposeValidatorState } from './state.js';
import { dockerComposeValidator } from './docker-compose-validator.js';

/** Compose file validator: the UI. */
export default function DockerComposeValidatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerComposeValidatorState);
  const result = useMemo(() => (input ? attempt(() => dockerComposeValidator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
