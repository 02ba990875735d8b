import { attempt, Button, ButtonsSelect, Card, CopyButton, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconPlugConnected, IconPlugConnectedX, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { websocketTesterState } from './state.js';
import { checkClose, formatLog, formatLogEntry, openSocket, parseSubprotocols, parseWebSocketUrl, prepareMessage, type LogEntry, type MessageFormat, type SocketSession } from './websocket-tester.js';
import styles from './WebsocketTesterTool.module.css';

type Connection = 'connecting' | 'open' | 'closing' | 'closed';

/**
 * WebSocket tester: connect to a ws:// or wss:// address (with subprotocols), send text or
 * validated JSON, follow a timestamped log (sent, received, open, close with its code and reason,
 * errors), close with a chosen code and reason, clear and copy the log. Nothing connects until
 * Connect is pressed.
 */
export default function WebsocketTesterTool() {
  const { t } = useLingui();
  const [{ url, protocols, message, format, closeCode, closeReason, token }, update] = useToolState(websocketTesterState);
  const address = useMemo(() => (url.trim() === '' ? null : attempt(() => parseWebSocketUrl(url, token))), [url, token]);
  const offered = useMemo(() => attempt(() => parseSubprotocols(protocols)), [protocols]);
  const close = useMemo(() => attempt(() => checkClose(closeCode, closeReason)), [closeCode, closeReason]);

  const [log, setLog] = useState<LogEntry[]>([]);
  const [connection, setConnection] = useState<Connection>('closed');
  const [sendError, setSendError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const session = useRef<SocketSession | null>(null);
  useEffect(() => () => session.current?.close(1000), []);

  const messageCheck = useMemo(() => (format === 'json' && message.trim() !== '' ? attempt(() => prepareMessage(message, format)) : null), [message, format]);

  const connect = () => {
    if (!address?.value || !offered.value) return;
    setOpenError(null);
    const opened = attempt(() =>
      openSocket(address.value, offered.value, {
        entry: (e) => setLog((l) => [...l, e]),
        state: (s) => {
          setConnection(s);
          if (s === 'closed') session.current = null;
        },
      }, { online: navigator.onLine }),
    );
    if (opened.error) setOpenError(opened.error);
    else session.current = opened.value ?? null;
  };
  const disconnect = () => {
    if (!close.value) return;
    session.current?.close(close.value.code, close.value.reason);
  };
  const send = () => {
    const s = session.current;
    if (!s) return;
    const result = attempt(() => s.send(prepareMessage(message, format)));
    setSendError(result.error ?? null);
  };

  const busy = connection !== 'closed';
  const stateText = { connecting: t`Connecting…`, open: t`Connected`, closing: t`Closing…`, closed: t`Not connected` }[connection];
  const logText = formatLog(log);

  return (
    <Stack>
      <Card title={t`Connection`}>
        <Stack>
          <TextInput
            label={t`WebSocket URL`}
            value={url}
            onChange={(url) => update({ url })}
            type="url"
            monospace
            placeholder="wss://echo.example.com/socket"
            error={address?.error ?? openError}
            hint={t`Your browser connects straight to this address when you press Connect, and only then.`}
          />
          <Row>
            <TextInput
              label={t`Subprotocols (optional)`}
              value={protocols}
              onChange={(protocols) => update({ protocols })}
              monospace
              placeholder="graphql-transport-ws, chat"
              error={offered.error}
              hint={t`Sent in Sec-WebSocket-Protocol; separate with commas.`}
            />
            <TextInput
              label={t`Token (optional)`}
              value={token}
              onChange={(token) => update({ token })}
              type="password"
              monospace
              hint={t`Added to the address as ?token=…; never remembered.`}
            />
          </Row>
          <div className={styles.actions}>
            <Button variant="primary" onClick={connect} disabled={busy || !address?.value || !offered.value}>
              <IconPlugConnected size={16} aria-hidden="true" /> {t`Connect`}
            </Button>
            <Button onClick={disconnect} disabled={connection !== 'open' && connection !== 'connecting'}>
              <IconPlugConnectedX size={16} aria-hidden="true" /> {t`Disconnect`}
            </Button>
            <span role="status" aria-label={t`Connection state`} className={styles.state} data-state={connection}>
              {stateText}
            </span>
          </div>
          <Row>
            <TextInput label={t`Close code`} value={closeCode} onChange={(closeCode) => update({ closeCode })} inputMode="numeric" error={close.error?.startsWith('Close code') ? close.error : null} hint={t`1000, or 3000–4999.`} />
            <TextInput label={t`Close reason (optional)`} value={closeReason} onChange={(closeReason) => update({ closeReason })} error={close.error?.startsWith('Close reason') ? close.error : null} hint={t`At most 123 bytes.`} />
          </Row>
        </Stack>
      </Card>

      <Card title={t`Send`}>
        <Stack>
          <ButtonsSelect<MessageFormat>
            label={t`Message format`}
            size="small"
            value={format}
            onChange={(format) => update({ format })}
            options={[
              { value: 'text', label: t`Text` },
              { value: 'json', label: t`JSON (validated)` },
            ]}
          />
          <TextInput
            label={t`Message`}
            value={message}
            onChange={(message) => {
              update({ message });
              setSendError(null);
            }}
            multiline
            rows={4}
            monospace
            error={messageCheck?.error ?? sendError}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={send} disabled={connection !== 'open' || Boolean(messageCheck?.error)}>
              <IconSend size={16} aria-hidden="true" /> {t`Send`}
            </Button>
          </div>
        </Stack>
      </Card>

      <Card title={t`Log`}>
        <Stack>
          <div className={styles.actions}>
            <CopyButton value={logText} label={t`Copy log`} showLabel disabled={log.length === 0} />
            <Button onClick={() => setLog([])} disabled={log.length === 0}>
              <IconTrash size={16} aria-hidden="true" /> {t`Clear log`}
            </Button>
          </div>
          <div role="log" aria-label={t`Message log`} className={styles.log}>
            {log.length === 0 ? (
              <p className={styles.empty}>{t`Nothing yet.`}</p>
            ) : (
              <ol className={styles.list}>
                {log.map((entry, i) => (
                  <li key={i} data-kind={entry.kind} className={styles.entry}>
                    {formatLogEntry(entry)}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
