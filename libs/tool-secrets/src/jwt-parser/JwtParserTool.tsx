import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, ButtonsSelect, Card, Stack, Table, TextInput, useAsyncResult, useToolState, type TableColumn } from '@handy-tools/ui';
import { useMemo, useState } from 'react';
import { jwtParserState } from './state.js';
import styles from './jwt-parser.module.css';
import { decodeJwtToken, explainClaims, verifyJwtSignature, type ClaimInfo, type SecretEncoding } from './jwt-parser.js';

/**
 * JWT parser: the UI. State keys: token, publicKey (inputs), secretEncoding (option), secret
 * (SECRET: the HMAC key, never stored).
 */
export default function JwtParserTool() {
  const { t } = useLingui();
  const [{ token, secret, secretEncoding, publicKey }, update] = useToolState(jwtParserState);
  const [now] = useState(() => Math.floor(Date.now() / 1000));

  const decoded = useMemo(() => (token.trim() === '' ? null : attempt(() => decodeJwtToken(token))), [token]);
  const jwt = decoded?.value;
  const claims = useMemo(() => (jwt ? explainClaims(jwt.payload, now) : []), [jwt, now]);
  const hmac = jwt?.alg.startsWith('HS') ?? false;
  const keyText = hmac ? secret : publicKey;
  const canVerify = jwt !== undefined && jwt.alg !== 'none' && keyText.trim() !== '';

  const request = useMemo(() => (canVerify ? { token, secret, secretEncoding, publicKey } : null), [canVerify, token, secret, secretEncoding, publicKey]);
  const verification = useAsyncResult(request, (r) => verifyJwtSignature(r.token, r));

  const columns: TableColumn<ClaimInfo>[] = [
    { key: 'claim', header: t`Claim` },
    { key: 'meaning', header: t`Meaning` },
    { key: 'value', header: t`Value` },
    { key: 'notice', header: t`Notice`, render: (row) => (row.notice ? <span className={styles.notice}>{row.notice}</span> : '') },
  ];
  const notices = claims.filter((c) => c.notice && (c.claim === 'exp' || c.claim === 'nbf')).map((c) => c.notice!);
  const keyError = verification.status === 'error' ? verification.message : null;
  const statusText = (() => {
    if (!jwt) return '—';
    const alg = jwt.alg;
    if (alg === 'none') return t`Unsecured token (alg "none"): there is no signature. Never accept it as authentic.`;
    // The algorithm is appended outside the messages (no placeholders to translate).
    if (keyText.trim() === '') return `${hmac ? t`Enter the secret to verify the signature:` : t`Paste the public key to verify the signature:`} ${alg}`;
    if (verification.status === 'done') return `${verification.value.valid ? t`Signature verified` : t`Signature does not match`} (${alg})`;
    if (verification.status === 'error') return t`Cannot verify: see the key field.`;
    return t`Verifying…`;
  })();
  const statusClass = verification.status === 'done' && keyText.trim() !== '' ? (verification.value.valid ? styles.valid : styles.invalid) : undefined;

  return (
    <Card>
      <Stack>
        <TextInput
          label={t`JWT`}
          value={token}
          onChange={(token) => update({ token })}
          multiline
          monospace
          rows={5}
          error={decoded?.error}
          placeholder="eyJhbGciOi…"
          hint={t`header.payload.signature; a "Bearer " prefix is ignored.`}
        />
        {notices.length > 0 && <Alert type="warning">{notices.join(' ')}</Alert>}
        <TextInput label={t`Header`} value={jwt?.headerJson ?? ''} readOnly multiline monospace copyable copyLabel={t`Copy header`} rows={4} />
        <TextInput label={t`Payload`} value={jwt?.payloadJson ?? ''} readOnly multiline monospace copyable copyLabel={t`Copy payload`} rows={8} />
        {claims.length > 0 && <Table aria-label={t`Registered claims`} columns={columns} rows={claims} getRowKey={(row) => row.claim} rowHeader="claim" />}
        <h3 className={styles.section}>{t`Signature`}</h3>
        {hmac ? (
          <>
            <TextInput
              label={t`Secret`}
              value={secret}
              onChange={(secret) => update({ secret })}
              monospace
              error={keyError}
              hint={t`A secret: never stored by this page.`}
            />
            <ButtonsSelect<SecretEncoding>
              label={t`Secret format`}
              options={[
                { label: t`Text (UTF-8)`, value: 'text' },
                { label: t`Base64url`, value: 'base64url' },
              ]}
              value={secretEncoding}
              onChange={(secretEncoding) => update({ secretEncoding })}
            />
          </>
        ) : (
          jwt?.alg !== 'none' && (
            <TextInput
              label={t`Public key (PEM or JWK)`}
              value={publicKey}
              onChange={(publicKey) => update({ publicKey })}
              multiline
              monospace
              rows={6}
              error={keyError}
              placeholder="-----BEGIN PUBLIC KEY-----"
            />
          )
        )}
        <p className={styles.status}>
          <output aria-label={t`Signature status`} className={statusClass}>
            {statusText}
          </output>
        </p>
      </Stack>
    </Card>
  );
}
