import { attempt, Card, Checkbox, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { basicAuthHeader, decodeBasicAuth } from './basic-auth-generator.js';
import { basicAuthGeneratorState } from './state.js';

/** Basic auth generator: an `Authorization: Basic` header from credentials, and back. */
export default function BasicAuthGeneratorTool() {
  const { t } = useLingui();
  const [{ username, password, header, showPassword }, update] = useToolState(basicAuthGeneratorState);
  const encoded = useMemo(() => (username === '' && password === '' ? null : attempt(() => basicAuthHeader(username, password))), [username, password]);
  const decoded = useMemo(() => (header.trim() === '' ? null : attempt(() => decodeBasicAuth(header))), [header]);
  const error = encoded?.error ?? null;
  const usernameError = error?.startsWith('The username') ? error : null;
  const passwordError = error && !usernameError ? error : null;

  return (
    <Stack>
      <Card title={t`Encode`}>
        <Stack>
          <Row>
            <TextInput label={t`Username`} value={username} onChange={(username) => update({ username })} error={usernameError} spellCheck={false} />
            <TextInput
              label={t`Password`}
              value={password}
              onChange={(password) => update({ password })}
              type={showPassword ? 'text' : 'password'}
              spellCheck={false}
              error={passwordError}
              hint={t`Never saved; a shared link holds it only if you agree.`}
            />
          </Row>
          <Checkbox label={t`Show the password`} checked={showPassword} onChange={(showPassword) => update({ showPassword })} />
          <TextInput
            label={t`Authorization header`}
            value={encoded?.value ? `Authorization: ${encoded.value}` : ''}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy the header`}
            hint={t`user:password in UTF-8, then Base64 (RFC 7617).`}
          />
          <TextInput label={t`Header value`} value={encoded?.value ?? ''} readOnly monospace copyable copyLabel={t`Copy the header value`} />
        </Stack>
      </Card>
      <Card title={t`Decode`}>
        <Stack>
          <TextInput
            label={t`Header to decode`}
            value={header}
            onChange={(header) => update({ header })}
            monospace
            spellCheck={false}
            placeholder="Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
            error={decoded?.error}
            hint={t`With or without "Authorization:" and "Basic". Never saved.`}
          />
          <Row>
            <TextInput label={t`Decoded username`} value={decoded?.value?.username ?? ''} readOnly copyable copyLabel={t`Copy the username`} />
            <TextInput label={t`Decoded password`} value={decoded?.value?.password ?? ''} readOnly copyable copyLabel={t`Copy the password`} />
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
