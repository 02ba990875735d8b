import { Alert, attempt, Card, Checkbox, Row, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { computeDigestResponse, parseDigestHeader } from './sip-auth.js';
import { sipAuthState } from './state.js';

/** SIP Authorization: recompute a Digest response from the header, method and password. */
export default function SipAuthTool() {
  const { t } = useLingui();
  const [{ header, method, password, body, showPassword }, update] = useToolState(sipAuthState);
  const parsed = useMemo(() => (header.trim() === '' ? null : attempt(() => parseDigestHeader(header))), [header]);
  const credentials = parsed?.value;
  const computed = useMemo(() => (credentials ? attempt(() => computeDigestResponse(credentials, method, password, body)) : null), [credentials, method, password, body]);
  const result = computed?.value;
  const hasPassword = password !== '';

  const rows = credentials
    ? Object.entries(credentials.params).map(([name, value]) => ({ name, value }))
    : [];

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
            rows={4}
            monospace
            spellCheck={false}
            placeholder={'Authorization: Digest username="alice", realm="example.com", nonce="…", uri="sip:example.com", response="…"'}
            error={parsed?.error}
            hint={t`Authorization or Proxy-Authorization, with or without the header name.`}
          />
          <Row>
            <TextInput
              label={t`Method`}
              value={method}
              onChange={(method) => update({ method })}
              monospace
              spellCheck={false}
              error={computed?.error}
              hint={t`The request's method: REGISTER, INVITE, BYE, OPTIONS… (GET for HTTP).`}
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
          {credentials?.qop === 'auth-int' && (
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
          <TextInput
            label={t`Check`}
            value={result && hasPassword ? (result.match ? t`Match: the response is correct for this password` : t`No match: wrong password, method or header`) : ''}
            readOnly
            placeholder={t`Paste a header and type the password`}
          />
          <TextInput label={t`HA1`} value={result && hasPassword ? result.ha1 : ''} readOnly monospace copyable copyLabel={t`Copy HA1`} hint={credentials ? `${credentials.algorithm.endsWith('-sess') ? 'H(H(username:realm:password):nonce:cnonce)' : 'H(username:realm:password)'}` : undefined} />
          <TextInput label={t`HA2`} value={result?.ha2 ?? ''} readOnly monospace copyable copyLabel={t`Copy HA2`} hint={credentials?.qop === 'auth-int' ? 'H(method:uri:H(body))' : 'H(method:uri)'} />
          <TextInput
            label={t`Expected response`}
            value={result && hasPassword ? result.expected : ''}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy the expected response`}
            hint={credentials?.qop ? 'H(HA1:nonce:nc:cnonce:qop:HA2)' : 'H(HA1:nonce:HA2)'}
          />
          <TextInput label={t`Response in the header`} value={credentials?.response ?? ''} readOnly monospace />
          {credentials && (
            <Table
              caption={t`Parameters (${credentials.algorithm}${credentials.header ? `, ${credentials.header}` : ''})`}
              columns={[{ key: 'name', header: t`Parameter` }, { key: 'value', header: t`Value` }]}
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
