import { Button, Progress, Row } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { TextJob } from './use-text-job.js';

/** Progress and Cancel while a worker computes a {@link TextJob}, or "Run again" after cancelling. */
export function JobStatus({ job, label }: { job: TextJob<unknown>; label: string }) {
  const { t } = useLingui();
  if (job.pending)
    return (
      <Row>
        <Progress label={label} />
        <Button size="small" onClick={job.cancel}>{t`Cancel`}</Button>
      </Row>
    );
  if (job.cancelled)
    return (
      <Row>
        <p role="status">{t`Cancelled.`}</p>
        <Button size="small" onClick={job.retry}>{t`Run again`}</Button>
      </Row>
    );
  return null;
}
