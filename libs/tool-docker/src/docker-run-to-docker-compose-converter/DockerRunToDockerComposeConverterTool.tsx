import { ButtonsSelect, Card, DocumentJobStatus, IndentSelect, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useDockerJob } from '../shared/docker-client.js';
import type { ComposeTarget } from '../shared/compose-versions.js';
import { YamlResult } from '../shared/KubeOutput.js';
import { dockerRunToDockerComposeConverterState } from './state.js';

/** docker run → Compose file: the UI. */
export default function DockerRunToDockerComposeConverterTool() {
  const { t } = useLingui();
  const [{ input, existing, format, indent }, update] = useToolState(dockerRunToDockerComposeConverterState);
  const job = useMemo(
    () => (input.trim() ? { kind: 'run-to-compose' as const, input, options: { existing, format, indent } } : null),
    [input, existing, format, indent],
  );
  const result = useDockerJob(job);
  const existingError = result.error?.startsWith('Existing Compose file') ? result.error : undefined;
  return (
    <Card>
      <Stack>
        <TextInput
          label={t`docker run commands`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={5}
          monospace
          spellCheck={false}
          placeholder="docker run -d -p 80:80 nginx"
          hint={t`One or more commands; lines may end with \\ to continue.`}
          error={existingError ? undefined : (result.error ?? undefined)}
        />
        <TextInput
          label={t`Existing Compose file (optional)`}
          value={existing}
          onChange={(value) => update({ existing: value })}
          multiline
          rows={3}
          monospace
          spellCheck={false}
          hint={t`The new services are added to it.`}
          error={existingError}
        />
        <Row>
          <ButtonsSelect<ComposeTarget>
            label={t`Compose format`}
            size="small"
            value={format}
            onChange={(format) => update({ format })}
            options={[
              { value: 'latest', label: t`Compose Specification` },
              { value: 'v3x', label: '3.x' },
              { value: 'v2x', label: '2.x' },
            ]}
          />
          <IndentSelect min={1} value={indent} onChange={(indent) => update({ indent })} />
        </Row>
        <DocumentJobStatus result={result} label={t`Converting…`} />
        <YamlResult label={t`Compose file`} yaml={result.value?.yaml ?? ''} fileName="compose.yaml" notes={result.value?.notes} />
      </Stack>
    </Card>
  );
}
