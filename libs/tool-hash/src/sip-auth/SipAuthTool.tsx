import { Alert, attempt, Button, Card, Checkbox, Row, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { randomHex } from '../shared/random-hex.js';
import { answerDigestChallenge, computeDigestResponse, readSipAuth, type DigestQop, type SipAuthField } from './sip-auth.js';
import { sipAuthState } from './state.js';

/** SIP Authorization: check a Digest response, or answer a challenge, from a header or a whole SIP message. */
export default function SipAuthTool() {
  const { t } = useLingui();
  const [{ header, method, password, body, showPassword, username, uri, qop, cnonce, nc, field }, update] = useToolState(sipAuthState);
  const reading = useMemo(() => (header.trim() === '' ? null : attempt(() => readSipAuth(header, field))), [header, field]);
  const read = reading?.value;
  const message = read?.message;
  // A pasted message says which method (its Request-Line, or a response's CSeq) and which body.
  const effectiveMethod = message?.method ?? method;
  const effectiveBody = message && message.body.trim() !== '' ? message.body : body;
  const credentials = read?.kind === 'credentials' ? read.credentials : undefined;
  const challenge = read?.kind === 'challenge' ? read.challenge : undefined;
  const effectiveUri = uri.trim() !== '' ? uri : (message?.requestUri ?? '');
  const chosenQop: DigestQop | undefined = challenge?.qop.includes(qop) ? qop : undefined;

  const checked = useMemo(
    () => (credentials ? attempt(() => computeDigestResponse(credentials, effectiveMethod, password, effectiveBody)) : null),
    [credentials, effectiveMethod, password, effectiveBody],
  );
  const answered = useMemo(
    () =>
      challenge && username !== ''
        ? attempt(() => answerDigestChallenge(challenge, { username, password, method: effectiveMethod, uri: effectiveUri, qop: chosenQop, nc, cnonce, body: effectiveBody }))
        : null,
    [challenge, username, password, effectiveMethod, effectiveUri, chosenQop, nc, cnonce, effectiveBody],
  );
  const result = checked?.value;
  const answer = answered?.value;
  const hasPassword = password !== '';
  const methodError = (checked?.error ?? answered?.error)?.startsWith('The method') || (checked?.error ?? answered?.error)?.startsWith('Enter the request method') ? (checked?.error ?? answered?.error) : null;
  const answerError = answered?.error && answered.error !== methodError ? answered.error : null;
  const qopInUse = credentials?.qop ?? (challenge ? chosenQop : undefined);

  const fieldLabel = (f: SipAuthField) => {
    const { name, line, realm } = f;
    return realm !== undefined ? t`${name}, line ${line}, realm "${realm}"` : t`${name}, line ${line}`;
  };
  const params = credentials?.params ?? challenge?.params ?? {};
  const rows = Object.entries(params).map(([name, value]) => ({ name, value }));
  const messageRows = message
    ? [
        { name: t`Kind`, value: message.kind === 'request' ? t`Request (${message.version})` : t`Response ${message.statusCode} ${message.reasonPhrase} (${message.version})` },
        { name: t`Method`, value: message.method ?? '' },
        ...(message.requestUri !== undefined ? [{ name: t`Request-URI`, value: message.requestUri }] : []),
        ...(read?.field ? [{ name: t`Read from`, value: fieldLabel(read.field) }] : []),
      ]
    : [];
  const fields = read?.fields ?? [];
  const scheme = credentials ? credentials.header : challenge?.header;
  const algorithm = credentials?.algorithm ?? challenge?.algorithm;

  return (
    <Stack>
      <Alert type="info">{t`Everything is computed in your browser: nothing you paste or type here is sent anywhere.`}</Alert>
      <Card>
        <Stack>
          <TextInput
            label={t`Authorization header`}
            value={header}
            onChange={(header) => update({ header })}
            multiline
            rows={6}
            monospace
            spellCheck={false}
            placeholder={'Authorization: Digest username="alice", realm="example.com", nonce="…", uri="sip:example.com", response="…"'}
            error={reading?.error}
            hint={t`Authorization or Proxy-Authorization (with or without the header name), a WWW-Authenticate / Proxy-Authenticate challenge, or a whole SIP message (request line and header fields).`}
          />
          {fields.length > 1 && read?.field && (
            <Select
              label={t`Header field to read`}
              value={String(fields.indexOf(read.field))}
              onChange={(value) => update({ field: Number(value) })}
              options={fields.map((f, i) => ({ value: String(i), label: fieldLabel(f) }))}
            />
          )}
          <Row>
            <TextInput
              label={t`Method`}
              value={effectiveMethod}
              onChange={(method) => update({ method })}
              readOnly={message?.method !== undefined}
              monospace
              spellCheck={false}
              error={methodError}
              hint={
                message?.method !== undefined
                  ? message.kind === 'request'
                    ? t`From the pasted message's request line.`
                    : t`From the pasted response's CSeq header field.`
                  : t`The request's method: REGISTER, INVITE, BYE, OPTIONS… (GET for HTTP).`
              }
            />
            <TextInput
              label={t`Password`}
              value={password}
              onChange={(password) => update({ password })}
              type={showPassword ? 'text' : 'password'}
              spellCheck={false}
              hint={t`Never saved; a shared link holds it only if you agree.`}
            />
          </Row>
          <Checkbox label={t`Show the password`} checked={showPassword} onChange={(showPassword) => update({ showPassword })} />
          {challenge && (
            <>
              <Row>
                <TextInput label={t`Username`} value={username} onChange={(username) => update({ username })} spellCheck={false} />
                <TextInput
                  label={t`Request URI`}
                  value={uri}
                  onChange={(uri) => update({ uri })}
                  monospace
                  spellCheck={false}
                  placeholder={message?.requestUri ?? `sip:${challenge.realm}`}
                  hint={t`The Request-URI of the request to authorize (the uri parameter).`}
                />
              </Row>
              {challenge.qop.length > 0 && (
                <Row>
                  <Select label={t`qop`} value={chosenQop ?? challenge.qop[0]!} onChange={(qop) => update({ qop })} options={challenge.qop} />
                  <TextInput label={t`Client nonce (cnonce)`} value={cnonce} onChange={(cnonce) => update({ cnonce })} monospace spellCheck={false} />
                  <div>
                    <Button size="small" onClick={() => update({ cnonce: randomHex(16) })}>
                      {t`Random cnonce`}
                    </Button>
                  </div>
                  <TextInput label={t`Nonce count (nc)`} value={nc} onChange={(nc) => update({ nc })} monospace spellCheck={false} />
                </Row>
              )}
            </>
          )}
          {qopInUse === 'auth-int' && !(message && message.body.trim() !== '') && (
            <TextInput
              label={t`Message body (for qop=auth-int)`}
              value={body}
              onChange={(body) => update({ body })}
              multiline
              rows={4}
              monospace
              spellCheck={false}
              hint={t`The exact body of the request (e.g. the SDP), hashed into HA2.`}
            />
          )}
        </Stack>
      </Card>
      <Card title={t`Result`}>
        <Stack>
          {read && read.warnings.length > 0 && (
            <Alert type="warning" title={t`Read with care`}>
              <ul>
                {read.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          )}
          {!challenge && (
            <TextInput
              label={t`Check`}
              value={result && hasPassword ? (result.match ? t`Match: the response is correct for this password` : t`No match: wrong password, method or header`) : ''}
              readOnly
              placeholder={t`Paste a header and type the password`}
            />
          )}
          {challenge && (
            <p role="status">
              {username === ''
                ? t`A challenge: enter the username and password to compute the answer.`
                : t`A challenge: the answer below is what the client sends in its next request.`}
            </p>
          )}
          {answerError && (
            <Alert type="error" title={t`Cannot answer the challenge`}>
              {answerError}
            </Alert>
          )}
          <TextInput
            label={t`HA1`}
            value={(result && hasPassword ? result.ha1 : answer?.ha1) ?? ''}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy HA1`}
            hint={algorithm ? (algorithm.endsWith('-sess') ? 'H(H(username:realm:password):nonce:cnonce)' : 'H(username:realm:password)') : undefined}
          />
          <TextInput label={t`HA2`} value={result?.ha2 ?? answer?.ha2 ?? ''} readOnly monospace copyable copyLabel={t`Copy HA2`} hint={qopInUse === 'auth-int' ? 'H(method:uri:H(body))' : 'H(method:uri)'} />
          <TextInput
            label={t`Expected response`}
            value={(result && hasPassword ? result.expected : answer?.response) ?? ''}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy the expected response`}
            hint={qopInUse ? 'H(HA1:nonce:nc:cnonce:qop:HA2)' : 'H(HA1:nonce:HA2)'}
          />
          {!challenge && <TextInput label={t`Response in the header`} value={credentials?.response ?? ''} readOnly monospace />}
          {challenge && (
            <TextInput label={t`Credentials header to send`} value={answer?.header ?? ''} readOnly monospace multiline rows={3} copyable copyLabel={t`Copy the header`} />
          )}
          {message && (
            <Table caption={t`Message`} columns={[{ key: 'name', header: t`Field` }, { key: 'value', header: t`Value` }]} rows={messageRows} getRowKey={(r) => r.name} rowHeader="name" dense />
          )}
          {read && (
            <Table
              caption={t`Parameters (${algorithm}${scheme ? `, ${scheme}` : ''})`}
              columns={[
                { key: 'name', header: t`Parameter` },
                { key: 'value', header: t`Value` },
              ]}
              rows={rows}
              getRowKey={(r) => r.name}
              rowHeader="name"
              dense
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
