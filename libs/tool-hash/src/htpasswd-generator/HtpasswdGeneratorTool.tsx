import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, downloadFile, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { bcryptCompareJob, bcryptHashJob } from '../shared/bcrypt-client.js';
import { useBackgroundJob } from '../shared/useBackgroundJob.js';
import {
  cryptTruncates,
  HTPASSWD_MAX_COST,
  HTPASSWD_MIN_COST,
  htpasswdLines,
  parseHtpasswdLine,
  parseHtpasswdUsers,
  verifyHtpasswdLine,
  type HtpasswdFormat,
  type HtpasswdVerification,
} from './htpasswd-generator.js';
import { htpasswdGeneratorState } from './state.js';

const DEBOUNCE_MS = 250;
const COSTS = Array.from({ length: HTPASSWD_MAX_COST - HTPASSWD_MIN_COST + 1 }, (_, i) => String(HTPASSWD_MIN_COST + i));

/** Htpasswd generator: Apache htpasswd lines for a list of users, and a line checker. */
export default function HtpasswdGeneratorTool() {
  const { t } = useLingui();
  const [{ users, format, cost, verifyLine, verifyPassword, showPassword }, update] = useToolState(htpasswdGeneratorState);
  const FORMAT_NAMES: Record<HtpasswdFormat, string> = { bcrypt: t`bcrypt ($2y$)`, apr1: t`APR1-MD5 ($apr1$)`, sha1: `${t`SHA-1`} ({SHA})`, crypt: t`DES crypt` };
  const generate = useBackgroundJob<string>();
  const verify = useBackgroundJob<HtpasswdVerification>();

  const parsed = useMemo(() => (users.trim() === '' ? null : attempt(() => parseHtpasswdUsers(users))), [users]);
  const count = parsed?.value?.length ?? 0;
  const longForCrypt = format === 'crypt' ? (parsed?.value ?? []).filter((u) => cryptTruncates(u.password)).map((u) => u.user) : [];
  const generateRequest = JSON.stringify([users, format, cost]);
  const startGenerate = generate.start;
  useEffect(() => {
    if (!parsed?.value) return;
    const total = parsed.value.length;
    const timer = setTimeout(
      () =>
        startGenerate(generateRequest, (job) => {
          let done = 0;
          return htpasswdLines(users, format, {
            cost,
            bcrypt: async (password, c) => {
              const hash = await bcryptHashJob(password, { cost: c, version: '2y' }, { signal: job.signal, onProgress: (f) => job.onProgress?.((done + f) / total) });
              done++;
              return hash;
            },
          });
        }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [parsed, users, format, cost, generateRequest, startGenerate]);
  const output = parsed?.value && generate.state.result?.for === generateRequest ? generate.state.result.value : '';

  const entry = useMemo(() => (verifyLine.trim() === '' ? null : attempt(() => parseHtpasswdLine(verifyLine))), [verifyLine]);
  const verifyRequest = JSON.stringify([verifyLine, verifyPassword]);
  const startVerify = verify.start;
  const canVerify = entry?.value !== undefined && verifyPassword !== '';
  useEffect(() => {
    if (!canVerify) return;
    const timer = setTimeout(() => startVerify(verifyRequest, (job) => verifyHtpasswdLine(verifyLine, verifyPassword, (p, h) => bcryptCompareJob(p, h, job))), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [canVerify, verifyLine, verifyPassword, verifyRequest, startVerify]);
  const verified = canVerify && verify.state.result?.for === verifyRequest ? verify.state.result.value : undefined;

  return (
    <Stack>
      <Card title={t`Generate`}>
        <Stack>
          <TextInput
            label={t`Users (one user:password per line)`}
            value={users}
            onChange={(users) => update({ users })}
            multiline
            rows={4}
            monospace
            spellCheck={false}
            placeholder={'alice:correct horse battery staple\nbob:s3cret'}
            error={parsed?.error}
            hint={t`Hashed in your browser; never saved (a shared link holds it only if you agree). The password may contain ":".`}
          />
          <Row>
            <ButtonsSelect<HtpasswdFormat>
              label={t`Format`}
              options={(['bcrypt', 'apr1', 'sha1', 'crypt'] as const).map((f) => ({ value: f, label: FORMAT_NAMES[f] }))}
              value={format}
              onChange={(format) => update({ format })}
            />
            {format === 'bcrypt' && (
              <Select label={t`bcrypt cost`} options={COSTS.map((c) => ({ value: c, label: c === '5' ? t`5 (htpasswd default)` : c }))} value={String(cost)} onChange={(c) => update({ cost: Number(c) })} />
            )}
          </Row>
          {format === 'bcrypt' && cost > 12 && <Alert type="warning">{t`Cost ${cost} takes seconds per user (each step doubles the time); it runs in the background and can be cancelled.`}</Alert>}
          {format === 'sha1' && <Alert type="warning">{t`The SHA-1 format is an unsalted SHA-1: fast to crack. Prefer bcrypt.`}</Alert>}
          {format === 'crypt' && (
            <Alert type="warning">
              {t`DES crypt is insecure: only the first 8 characters of a password count. Prefer bcrypt.`}
              {longForCrypt.length > 0 && ` ${t`Cut to 8 bytes for: ${longForCrypt.join(', ')}.`}`}
            </Alert>
          )}
          {generate.state.running && (
            <Row>
              <Progress label={t`Hashing ${count} user(s)`} value={generate.state.progress * 100} />
              <Button onClick={generate.cancel}>{t`Cancel`}</Button>
            </Row>
          )}
          {generate.state.cancelled && <Alert type="info">{t`Hashing cancelled.`}</Alert>}
          <TextInput
            label={t`htpasswd lines`}
            value={output}
            readOnly
            multiline
            rows={Math.min(10, Math.max(2, count))}
            monospace
            copyable
            copyLabel={t`Copy the lines`}
            error={generate.state.error}
            hint={t`Salts from crypto.getRandomValues: the lines change each time and all stay valid.`}
          />
          <Row>
            <Button onClick={() => downloadFile(`${output}\n`, '.htpasswd', 'text/plain')} disabled={output === ''}>
              {t`Download .htpasswd`}
            </Button>
          </Row>
        </Stack>
      </Card>
      <Card title={t`Check a line`}>
        <Stack>
          <TextInput
            label={t`htpasswd line`}
            value={verifyLine}
            onChange={(verifyLine) => update({ verifyLine })}
            monospace
            spellCheck={false}
            placeholder="alice:$apr1$…"
            error={entry?.error}
          />
          <TextInput
            label={t`Password to check`}
            value={verifyPassword}
            onChange={(verifyPassword) => update({ verifyPassword })}
            type={showPassword ? 'text' : 'password'}
            spellCheck={false}
            hint={t`Never saved.`}
          />
          <Checkbox label={t`Show the password`} checked={showPassword} onChange={(showPassword) => update({ showPassword })} />
          <TextInput label={t`Detected format`} value={entry?.value ? `${FORMAT_NAMES[entry.value.format]} — ${t`user`} "${entry.value.user}"` : ''} readOnly />
          {verify.state.running && (
            <Row>
              <Progress label={t`Checking`} value={verify.state.progress * 100} />
              <Button onClick={verify.cancel}>{t`Cancel`}</Button>
            </Row>
          )}
          <TextInput
            label={t`Result`}
            value={verified === undefined ? '' : verified.match ? t`Match: the password fits this line` : t`No match`}
            readOnly
            error={verify.state.error}
            placeholder={t`Paste a line and type a password`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
