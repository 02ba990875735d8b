import { Alert, Button, ButtonsSelect, Card, Collapse, downloadFile, formatByteSize, Stack, Table, TextInput, ValueTable, type ValueRow } from '@handy-tools/ui';
import { sanitizeHtml } from '@handy-tools/ui/markdown';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatAddresses, inlineCidImages, type MessageAttachment, type MessageHeader, type ParsedMessage } from './message.js';
import styles from './MessageView.module.css';

type BodyView = 'html' | 'source' | 'text' | 'rtf';

/**
 * The sanitised HTML body: cid: images inlined, remote images removed. They stay removed: loading
 * one tells the sender that the message was opened, and the page's Content-Security-Policy
 * (img-src 'self' data: blob:) would refuse them anyway.
 */
function SafeHtml({ message }: { message: ParsedMessage }) {
  const { t } = useLingui();
  const { html, blockedImages } = useMemo(() => sanitizeHtml(inlineCidImages(message.html ?? '', message.attachments).html, { remoteImages: false }), [message]);
  return (
    <Stack>
      {blockedImages > 0 && (
        <Alert type="info" title={t`Remote images blocked: ${blockedImages}`}>
          <p>{t`Loading them contacts the sender's servers, which tells the sender that the message was opened.`}</p>
        </Alert>
      )}
      {/* Sanitised by sanitizeHtml (DOMPurify): no script, handler, style sheet or frame survives. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1) */}
      <div role="region" aria-label={t`Message body`} tabIndex={0} className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </Stack>
  );
}

/**
 * A parsed message: summary (addresses, subject, dates, ids), the bodies (rendered HTML, sanitised
 * with remote images blocked until asked; HTML source; text; RTF), the attachments with downloads,
 * and every header. Shared by the .eml and .msg parsers.
 */
export function MessageView({ message }: { message: ParsedMessage }) {
  const { t, i18n } = useLingui();
  const views: { value: BodyView; label: string }[] = [];
  if (message.html !== null) views.push({ value: 'html', label: t`HTML` }, { value: 'source', label: t`HTML source` });
  if (message.text !== null) views.push({ value: 'text', label: t`Text` });
  if (message.rtf !== null) views.push({ value: 'rtf', label: t`RTF` });
  const [chosen, setChosen] = useState<BodyView | null>(null);
  const view = views.find((v) => v.value === chosen)?.value ?? views[0]?.value ?? null;

  const labels: Record<string, string> = {
    created: t`Created`,
    submitted: t`Submitted`,
    delivered: t`Delivered`,
    modified: t`Last modified`,
    senderName: t`Sender name`,
    senderEmail: t`Sender address`,
    messageClass: t`Message class`,
  };
  const d = message.date;
  const summary: ValueRow[] = [
    { key: 'subject', label: t`Subject`, value: message.subject },
    { key: 'from', label: t`From`, value: formatAddresses(message.from) || null },
    ...(message.sender.length > 0 ? [{ key: 'sender', label: t`Sender`, value: formatAddresses(message.sender) }] : []),
    ...(message.replyTo.length > 0 ? [{ key: 'replyTo', label: t`Reply-To`, value: formatAddresses(message.replyTo) }] : []),
    { key: 'to', label: t`To`, value: formatAddresses(message.to) || null },
    ...(message.cc.length > 0 ? [{ key: 'cc', label: t`Cc`, value: formatAddresses(message.cc) }] : []),
    ...(message.bcc.length > 0 ? [{ key: 'bcc', label: t`Bcc`, value: formatAddresses(message.bcc) }] : []),
    { key: 'date', label: t`Date as written`, value: d?.raw ?? null },
    ...(d
      ? [
          { key: 'dateUtc', label: t`Date (UTC, ISO 8601)`, value: d.iso, note: t`Not an RFC 5322 date` },
          { key: 'dateOffset', label: t`Date with its offset`, value: d.isoWithOffset, note: t`Not an RFC 5322 date` },
          { key: 'dateLocal', label: t`Date in your time zone`, value: d.epochMs === null ? null : i18n.date(new Date(d.epochMs), { dateStyle: 'full', timeStyle: 'long' }) },
        ]
      : []),
    ...(
      [
        ['messageId', t`Message-ID`, message.messageId],
        ['inReplyTo', t`In-Reply-To`, message.inReplyTo],
        ['references', t`References`, message.references],
        ['returnPath', t`Return-Path`, message.returnPath],
        ['deliveredTo', t`Delivered-To`, message.deliveredTo],
      ] as const
    )
      .filter(([, , v]) => v !== null)
      .map(([key, label, value]) => ({ key, label, value })),
    ...message.fields.map((f) => ({ key: f.key, label: labels[f.key] ?? f.label, value: f.value })),
  ];

  const download = (a: MessageAttachment) => downloadFile(a.content as Uint8Array<ArrayBuffer>, a.filename, a.mimeType || 'application/octet-stream');

  return (
    <Stack>
      {message.notes.length > 0 && (
        <Alert type="warning" title={t`Notes`}>
          <ul className={styles.notes}>
            {message.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Card title={t`Summary`}>
        <ValueTable caption={t`Summary`} rows={summary} />
      </Card>
      <Card title={t`Body`}>
        {view === null ? (
          <p>{t`This message has no text or HTML body.`}</p>
        ) : (
          <Stack>
            <ButtonsSelect<BodyView> label={t`Show`} size="small" value={view} onChange={setChosen} options={views} />
            {view === 'html' && <SafeHtml message={message} />}
            {view === 'source' && <TextInput label={t`HTML source`} value={message.html ?? ''} readOnly multiline rows={14} monospace copyable fileName="body.html" />}
            {view === 'text' && <TextInput label={t`Text body`} value={message.text ?? ''} readOnly multiline rows={14} copyable fileName="body.txt" />}
            {view === 'rtf' && <TextInput label={t`RTF source`} value={message.rtf ?? ''} readOnly multiline rows={14} monospace copyable fileName="body.rtf" />}
          </Stack>
        )}
      </Card>
      <Card title={t`Attachments: ${message.attachments.length}`}>
        <Table<MessageAttachment>
          aria-label={t`Attachments`}
          dense
          columns={[
            { key: 'filename', header: t`Name`, render: (a) => (a.named ? a.filename : <em>{a.filename}</em>) },
            { key: 'mimeType', header: t`Type`, render: (a) => <span className={styles.mono}>{a.mimeType}</span> },
            { key: 'size', header: t`Size`, render: (a) => formatByteSize(a.size) },
            { key: 'contentId', header: t`Content-ID`, render: (a) => <span className={styles.mono}>{a.contentId ?? ''}</span> },
            {
              key: 'download',
              header: t`Download`,
              render: (a) => (
                <Button size="small" onClick={() => download(a)} aria-label={t`Download ${a.filename}`}>
                  <IconDownload size={16} aria-hidden />
                </Button>
              ),
            },
          ]}
          rows={message.attachments}
          getRowKey={(_, i) => i}
          emptyMessage={t`No attachment.`}
        />
      </Card>
      <Card title={t`Headers: ${message.headers.length}`}>
        <Stack>
          <Table<MessageHeader>
            aria-label={t`Headers`}
            dense
            columns={[
              { key: 'name', header: t`Name`, render: (h) => <span className={styles.mono}>{h.name}</span> },
              { key: 'value', header: t`Value`, render: (h) => <span className={styles.value}>{h.value}</span> },
            ]}
            rows={message.headers}
            getRowKey={(_, i) => i}
            rowHeader="name"
            emptyMessage={t`No header.`}
          />
          {message.rawHeaders !== '' && (
            <Collapse title={t`Raw headers`}>
              <TextInput label={t`Raw headers`} value={message.rawHeaders} readOnly multiline rows={12} monospace copyable fileName="headers.txt" />
            </Collapse>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
