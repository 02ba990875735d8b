import { Card, Checkbox, DocumentJobStatus, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ComposeInput } from '../shared/ComposeInput.js';
import { useDockerJob } from '../shared/docker-client.js';
import { dockerComposeToDockerRunConverterState } from './state.js';

/** Compose file → docker run commands: the UI. */
export default function DockerComposeToDockerRunConverterTool() {
  const { t } = useLingui();
  const [{ input, detach, rm, multiline, createResources }, update] = useToolState(dockerComposeToDockerRunConverterState);
  const job = useMemo(
    () => (input.trim() ? { kind: 'compose-to-run' as const, input, options: { detach, rm, multiline, createResources } } : null),
    [input, detach, rm, multiline, createResources],
  );
  const result = useDockerJob(job);
  return (
    <Card>
      <Stack>
        <ComposeInput
          value={input}
          onChange={(value) => update({ input: value })}
          error={result.error ?? undefined}
        />
        <Row>
          <Checkbox label={t`Run in the background (-d)`} checked={detach} onChange={(detach) => update({ detach })} />
          <Checkbox label={t`Remove when stopped (--rm)`} checked={rm} onChange={(rm) => update({ rm })} />
          <Checkbox label={t`One option per line`} checked={multiline} onChange={(multiline) => update({ multiline })} />
          <Checkbox
            label={t`Create networks and volumes first`}
            checked={createResources}
            onChange={(createResources) => update({ createResources })}
          />
        </Row>
        <DocumentJobStatus result={result} label={t`Converting…`} />
        <TextInput
          label={t`docker run commands`}
          value={result.value ?? ''}
          readOnly
          multiline
          rows={12}
          monospace
          copyable
          fileName="run.sh"
        />
      </Stack>
    </Card>
  );
}
