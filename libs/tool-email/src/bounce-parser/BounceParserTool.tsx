import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, Collapse, DocumentJobStatus, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MessageSourceInput, useMessageSource, type OpenedMessageFile } from '../shared/MessageInput.js';
import { useMessageResult } from '../shared/useMessageResult.js';
import { parseBounce, type BounceCategory, type BounceRecipient, type BounceReport, type TypedValue } from './bounce-parser.js';
import type { BounceParserWorkerApi } from './bounce-parser.worker.js';
import { bounceParserState } from './state.js';

const parseInWorker = (data: string | Uint8Array, signal: AbortSignal) =>
  runWorkerJob<BounceParserWorkerApi, BounceReport>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./bounce-parser.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-bounce-parser' }),
    (api) => api.parseBounce(data),
    signal,
  );

const typedText = (v: TypedValue | null) => (v === null ? null : v.type ? `${v.type}; ${v.value}` : v.value);

/** Bounce parser: the UI. */
export default function BounceParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(bounceParserState);
  const [file, setFile] = useState<OpenedMessageFile | null>(null);
  const result = useMessageResult(useMessageSource(file, input), parseBounce, parseInWorker);
  const report = result.value;

  const categories: Record<BounceCategory, string> = {
    'unknown-user': t`Unknown recipient (no such mailbox)`,
    'mailbox-full': t`Mailbox full`,
    'mailbox-disabled': t`Mailbox disabled`,
    'bad-domain': t`Domain not found or not reachable`,
    'spam-block': t`Blocked as spam or by a block list`,
    authentication: t`Authentication failed (SPF, DKIM, DMARC)`,
    'message-too-big': t`Message too big`,
    policy: t`Refused by the receiver's policy`,
    network: t`Network or connection problem`,
    delayed: t`Delayed: delivery is still being tried`,
    other: t`Other reason`,
  };

  const recipientRows = (r: BounceRecipient): ValueRow[] => [
    { key: 'recipient', label: t`Recipient`, value: r.finalRecipient?.value ?? null },
    ...(r.originalRecipient && r.originalRecipient.value !== r.finalRecipient?.value ? [{ key: 'original', label: t`Original recipient`, value: r.originalRecipient.value }] : []),
    { key: 'action', label: t`Action`, value: r.action },
    {
      key: 'status',
      label: t`Status code`,
      value: r.status,
      hint: r.statusExplained ? `${r.statusExplained.classText}. ${r.statusExplained.subjectText}: ${r.statusExplained.detailText ?? t`no registered meaning`}.` : undefined,
    },
    { key: 'smtp', label: t`SMTP reply code`, value: r.smtpCode },
    { key: 'diagnostic', label: t`Diagnostic`, value: typedText(r.diagnosticCode) },
    { key: 'remote', label: t`Remote MTA`, value: typedText(r.remoteMta) },
    ...(r.lastAttemptDate ? [{ key: 'last', label: t`Last attempt`, value: r.lastAttemptDate }] : []),
    ...(r.willRetryUntil ? [{ key: 'retry', label: t`Will retry until`, value: r.willRetryUntil }] : []),
    { key: 'category', label: t`Reason`, value: categories[r.category] },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <MessageSourceInput
            label={t`Bounce message source`}
            hint={t`Paste the bounce with its headers (or only its delivery-status part), or drop or open an .eml file.`}
            placeholder={'From: Mail Delivery System <MAILER-DAEMON@…>\nSubject: Undelivered Mail Returned to Sender\n…'}
            input={input}
            onInput={(value) => update({ input: value })}
            file={file}
            onFile={setFile}
            error={result.error}
          />
          <DocumentJobStatus result={result} label={t`Reading the bounce…`} />
        </Stack>
      </Card>
      {report && (
        <Stack>
          {report.kind === 'dsn' && <Alert type="info" title={t`Delivery status notification (RFC 3464)`}>{t`The fields below are read from the message's delivery-status part.`}</Alert>}
          {report.kind === 'guessed' && (
            <Alert type="warning" title={t`Guessed from the text`}>
              {report.software ? t`This bounce has no delivery-status part; its text looks like ${report.software}'s. The fields below are guessed from it.` : t`This bounce has no delivery-status part. The fields below are guessed from its text.`}
            </Alert>
          )}
          {report.kind === 'none' && <Alert type="warning" title={t`Not a bounce`}>{t`No delivery-status part and no failed recipient found in the text.`}</Alert>}
          <Card title={t`Report`}>
            <ValueTable
              caption={t`Report`}
              rows={[
                { key: 'subject', label: t`Subject`, value: report.subject },
                { key: 'from', label: t`From`, value: report.from },
                { key: 'date', label: t`Date`, value: report.date },
                { key: 'reporting', label: t`Reporting MTA`, value: typedText(report.reportingMta) },
                ...(report.receivedFromMta ? [{ key: 'receivedFrom', label: t`Received from MTA`, value: typedText(report.receivedFromMta) }] : []),
                ...(report.arrivalDate ? [{ key: 'arrival', label: t`Arrival date`, value: report.arrivalDate }] : []),
                ...(report.original?.subject ? [{ key: 'originalSubject', label: t`Original subject`, value: report.original.subject }] : []),
                ...(report.original?.messageId ? [{ key: 'originalId', label: t`Original Message-ID`, value: report.original.messageId }] : []),
              ]}
            />
          </Card>
          {report.recipients.map((r, i) => (
            <Card key={i} title={t`Recipient ${i + 1}: ${r.finalRecipient?.value ?? '?'}`}>
              <ValueTable caption={t`Recipient ${i + 1}`} rows={recipientRows(r)} />
            </Card>
          ))}
          {report.humanText && (
            <Collapse title={t`Text of the bounce`}>
              <TextInput label={t`Text of the bounce`} value={report.humanText} readOnly multiline rows={10} monospace copyable />
            </Collapse>
          )}
        </Stack>
      )}
    </Stack>
  );
}
