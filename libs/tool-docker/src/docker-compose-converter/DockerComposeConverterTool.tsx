import { ButtonsSelect, Card, Checkbox, DocumentJobStatus, IndentSelect, Row, Stack, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ComposeInput } from '../shared/ComposeInput.js';
import { useDockerJob } from '../shared/docker-client.js';
import { YamlResult } from '../shared/KubeOutput.js';
import { dockerComposeConverterState } from './state.js';
import type { ComposeFormat, ComposeTarget } from './docker-compose-converter.js';

/** Compose file format converter: the UI. */
export default function DockerComposeConverterTool() {
  const { t } = useLingui();
  const [{ input, target, indent, expandPorts, expandVolumes }, update] = useToolState(dockerComposeConverterState);
  const job = useMemo(
    () => (input.trim() ? { kind: 'convert' as const, input, target, options: { indent, expandPorts, expandVolumes } } : null),
    [input, target, indent, expandPorts, expandVolumes],
  );
  const result = useDockerJob(job);
  const formatNames: Record<ComposeFormat, string> = { v1: t`version 1`, v2x: '2.x', v3x: '3.x', latest: t`Compose Specification` };
  return (
    <Card>
      <Stack>
        <ComposeInput
          value={input}
          onChange={(value) => update({ input: value })}
          error={result.error ?? undefined}
          hint={result.value ? t`Read as: ${formatNames[result.value.source]}` : undefined}
        />
        <Row>
          <ButtonsSelect<ComposeTarget>
            label={t`Convert to`}
            size="small"
            value={target}
            onChange={(target) => update({ target })}
            options={[
              { value: 'latest', label: t`Compose Specification` },
              { value: 'v3x', label: '3.x' },
              { value: 'v2x', label: '2.x' },
            ]}
          />
          <IndentSelect min={1} value={indent} onChange={(indent) => update({ indent })} />
          <Checkbox label={t`Expand ports (long syntax)`} checked={expandPorts} onChange={(expandPorts) => update({ expandPorts })} />
          <Checkbox
            label={t`Expand volumes (long syntax)`}
            checked={expandVolumes}
            onChange={(expandVolumes) => update({ expandVolumes })}
          />
        </Row>
        <DocumentJobStatus result={result} label={t`Converting…`} />
        <YamlResult label={t`Converted Compose file`} yaml={result.value?.yaml ?? ''} fileName="compose.yaml" />
      </Stack>
    </Card>
  );
}
