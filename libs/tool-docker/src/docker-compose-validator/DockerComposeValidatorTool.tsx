import { Alert, Card, DocumentJobStatus, Stack, Table, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ComposeInput } from '../shared/ComposeInput.js';
import { useDockerJob } from '../shared/docker-client.js';
import { dockerComposeValidatorState } from './state.js';
import type { ComposeIssue } from './docker-compose-validator.js';

/** Compose file validator: the UI. */
export default function DockerComposeValidatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dockerComposeValidatorState);
  const job = useMemo(() => (input.trim() ? { kind: 'validate' as const, input } : null), [input]);
  const result = useDockerJob(job);
  const issues = result.value?.issues ?? [];
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  return (
    <Card>
      <Stack>
        <ComposeInput
          value={input}
          onChange={(value) => update({ input: value })}
          error={result.error ?? undefined}
          rows={12}
        />
        <DocumentJobStatus result={result} label={t`Checking…`} />
        <div role="status" aria-live="polite" data-testid="validation-summary">
          {result.value &&
            (errors === 0 ? (
              <Alert type={warnings ? 'warning' : 'info'} title={t`Valid Compose file`}>
                {warnings
                  ? t`${warnings} warning(s); ${result.value.services} service(s).`
                  : t`No problem found; ${result.value.services} service(s).`}
              </Alert>
            ) : (
              <Alert type="error" title={t`Not a valid Compose file`}>
                {t`${errors} error(s), ${warnings} warning(s).`}
              </Alert>
            ))}
        </div>
        {issues.length > 0 && (
          <Table<ComposeIssue>
            caption={t`Problems`}
            data-testid="issues"
            dense
            columns={[
              { key: 'where', header: t`Line`, render: (i) => (i.line === undefined ? '' : `${i.line}:${i.column ?? 1}`) },
              { key: 'severity', header: t`Severity`, render: (i) => (i.severity === 'error' ? t`Error` : t`Warning`) },
              { key: 'path', header: t`Key`, render: (i) => <code>{i.path}</code> },
              { key: 'message', header: t`Problem`, render: (i) => i.message },
            ]}
            rows={issues}
            getRowKey={(i, n) => `${n}:${i.path}:${i.message}`}
          />
        )}
      </Stack>
    </Card>
  );
}
