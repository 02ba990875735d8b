import { useLingui } from '@lingui/react/macro';
import { attempt, Button, ButtonsSelect, Card, CopyButton, Row, Select, Stack, TextInput, useHydrating, useToolState } from '@handy-tools/ui';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { otpGeneratorState } from './state.js';
import styles from './otp-generator.module.css';
import {
  convertOtpSecret,
  OTP_ALGORITHMS,
  otpauthUri,
  otpCodes,
  parseOtpSecret,
  qrCodeSvg,
  randomOtpSecret,
  validateOtpCode,
  type OtpAlgorithm,
  type OtpSecretEncoding,
  type OtpSettings,
  type OtpType,
} from './otp-generator.js';

/** The number typed in a field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Current time in ms, refreshed every second (drives the TOTP countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * OTP generator: the UI. State keys: type, secretEncoding, algorithm, digits, period, counter
 * (options), issuer, label, check (inputs), secret (SECRET: never stored; a random one is drawn
 * before the first paint when none was restored from a link).
 *
 * Prerendering: the first render (at build time and while hydrating) has no secret yet, so it
 * shows no "enter a secret" error and keeps the room of everything that fills in once the secret
 * is drawn (the codes, the time step rows, the QR code): the page does not move when they arrive.
 */
export default function OtpGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(otpGeneratorState);
  const { type, secret, secretEncoding, algorithm, digits, issuer, label, check } = state;
  const [periodText, setPeriodText] = useState(() => String(state.period));
  const [counterText, setCounterText] = useState(() => String(state.counter));
  const now = useNow();
  // The prerendered page and its hydration show the defaults: no secret yet (it is drawn below).
  const hydrating = useHydrating();

  // A fresh random secret when none was restored (secrets are never stored), before the first
  // paint, so the page never shows an empty secret and its error.
  useLayoutEffect(() => {
    if (secret === '') update({ secret: randomOtpSecret(secretEncoding) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on load only: an emptied field stays empty
  }, []);

  const secretCheck = useMemo(() => attempt(() => parseOtpSecret(secret, secretEncoding)), [secret, secretEncoding]);
  const otherEncoding: OtpSecretEncoding = secretEncoding === 'hex' ? 'base32' : 'hex';
  const secretOther = secretCheck.value ? convertOtpSecret(secret, secretEncoding, otherEncoding) : '';
  const onSecretEncoding = (encoding: OtpSecretEncoding) => {
    // Rewrite a valid secret in the new format; keep an invalid one as typed (its error stays visible).
    const converted = attempt(() => convertOtpSecret(secret, secretEncoding, encoding));
    update({ secretEncoding: encoding, secret: converted.value ?? secret });
  };
  const settings: OtpSettings = useMemo(
    () => ({ type, secret, secretEncoding, algorithm, digits, issuer, label, period: numberFromText(periodText), counter: numberFromText(counterText) }),
    [type, secret, secretEncoding, algorithm, digits, issuer, label, periodText, counterText],
  );
  // Errors of the number fields, shown next to them.
  const periodError = type === 'totp' && secretCheck.value ? attempt(() => otpauthUri({ ...settings, issuer: '', label: '', counter: 0 })).error : undefined;
  const counterError = type === 'hotp' && secretCheck.value ? attempt(() => otpauthUri({ ...settings, issuer: '', label: '', period: 30 })).error : undefined;
  const uri = useMemo(() => attempt(() => otpauthUri(settings)), [settings]);
  // The start of the current time step (TOTP): the codes change only when it does.
  const stepStart = type === 'totp' && uri.value !== undefined ? Math.floor(now / 1000 / settings.period) * settings.period * 1000 : 0;
  const codes = useMemo(() => (uri.value === undefined ? null : attempt(() => otpCodes(settings, stepStart))), [uri, settings, stepStart]);
  const secondsLeft = type === 'totp' && Number.isInteger(settings.period) ? settings.period - (Math.floor(now / 1000) % settings.period) : null;
  const validation = useMemo(() => {
    if (check.trim() === '' || uri.value === undefined) return null;
    return attempt(() => validateOtpCode(settings, check, stepStart));
  }, [check, uri, settings, stepStart]);

  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (uri.value === undefined) {
      setQr(null);
      return;
    }
    qrCodeSvg(uri.value).then(
      (svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [uri.value]);

  const onPeriod = (text: string) => {
    setPeriodText(text);
    const n = numberFromText(text);
    if (Number.isInteger(n) && n >= 15 && n <= 120) update({ period: n });
  };
  const onCounter = (text: string) => {
    setCounterText(text);
    const n = numberFromText(text);
    if (Number.isSafeInteger(n) && n >= 0) update({ counter: n });
  };
  const issuerError = issuer.includes(':') ? uri.error : undefined;
  const labelError = !issuerError && label.includes(':') ? uri.error : undefined;
  const fieldErrors = [secretCheck.error, periodError, counterError, issuerError, labelError];
  const otherError = uri.error && !fieldErrors.includes(uri.error) ? uri.error : undefined;
  const validationText = (() => {
    if (!validation?.value) return '';
    const { delta } = validation.value;
    if (delta === null) return type === 'totp' ? t`Not valid (checked the previous, current and next time step)` : t`Not valid (checked the previous, current and next counter)`;
    if (delta === 0) return t`Valid: matches the current code`;
    return delta < 0 ? t`Valid: matches the previous code` : t`Valid: matches the next code`;
  })();

  return (
    <Card>
      <Stack>
        <ButtonsSelect<OtpType>
          label={t`Type`}
          options={[
            { label: t`TOTP (time-based)`, value: 'totp' },
            { label: t`HOTP (counter-based)`, value: 'hotp' },
          ]}
          value={type}
          onChange={(type) => update({ type })}
        />
        <ButtonsSelect<OtpSecretEncoding>
          label={t`Secret format`}
          options={[
            { label: 'Base32', value: 'base32' },
            { label: t`Hex`, value: 'hex' },
          ]}
          value={secretEncoding}
          onChange={onSecretEncoding}
        />
        <div className={styles.secretRow}>
          <TextInput
            label={secretEncoding === 'hex' ? t`Secret (hex)` : t`Secret (Base32)`}
            value={secret}
            onChange={(secret) => update({ secret })}
            error={hydrating ? undefined : secretCheck.error}
            monospace
            copyable
            copyLabel={t`Copy secret`}
            hint={t`A secret: never stored by this page.`}
          />
          <Button onClick={() => update({ secret: randomOtpSecret(secretEncoding) })}>
            <IconArrowsShuffle size={18} aria-hidden />
            {t`Random secret`}
          </Button>
        </div>
        <TextInput
          label={secretEncoding === 'hex' ? t`Same secret in Base32` : t`Same secret in hex`}
          value={secretOther}
          readOnly
          monospace
          copyable
          copyLabel={secretEncoding === 'hex' ? t`Copy secret in Base32` : t`Copy secret in hex`}
        />
        <Row>
          <Select<OtpAlgorithm> label={t`Algorithm`} options={OTP_ALGORITHMS.map((a) => ({ label: a.replace('SHA', 'SHA-'), value: a }))} value={algorithm} onChange={(algorithm) => update({ algorithm })} />
          <Select label={t`Digits`} options={['6', '7', '8']} value={String(digits)} onChange={(d) => update({ digits: Number(d) })} />
          {type === 'totp' ? (
            <TextInput label={t`Period (seconds)`} type="number" value={periodText} onChange={onPeriod} error={periodError} />
          ) : (
            <TextInput label={t`Counter`} type="number" value={counterText} onChange={onCounter} error={counterError} />
          )}
        </Row>
        <Row>
          <TextInput label={t`Issuer`} value={issuer} onChange={(issuer) => update({ issuer })} error={issuerError} />
          <TextInput label={t`Account name`} value={label} onChange={(label) => update({ label })} error={labelError} />
        </Row>
        {otherError && (
          <p className={styles.invalid} role="alert">
            {otherError}
          </p>
        )}
        <div className={styles.codes}>
          <div className={styles.codeBox}>
            <span>{type === 'totp' ? t`Previous code` : t`Previous code (counter − 1)`}</span>
            <output aria-label={t`Previous code`} className={styles.codeSmall}>
              {codes?.value?.previous || '—'}
            </output>
          </div>
          <div className={styles.codeBox}>
            <span>{t`Current code`}</span>
            <output aria-label={t`Current code`} className={styles.code}>
              {codes?.value?.current ?? '—'}
            </output>
          </div>
          <CopyButton value={codes?.value?.current ?? ''} label={t`Copy current code`} disabled={!codes?.value} />
          <div className={styles.codeBox}>
            <span>{type === 'totp' ? t`Next code` : t`Next code (counter + 1)`}</span>
            <output aria-label={t`Next code`} className={styles.codeSmall}>
              {codes?.value?.next || '—'}
            </output>
          </div>
          {type === 'totp' && (
            <p className={styles.status}>
              {t`Next code in`} <output aria-label={t`Seconds left`}>{secondsLeft !== null && codes?.value ? secondsLeft : '—'}</output> {t`s`}
            </p>
          )}
        </div>
        {/* Always there (a dash until there are codes), so nothing below moves when they arrive. */}
        <dl className={styles.facts}>
          {type === 'totp' && (
            <div>
              <dt>{t`Unix time (seconds since 1970)`}</dt>
              <dd>
                <output aria-label={t`Unix time`}>{codes?.value ? Math.floor(now / 1000) : '—'}</output>
              </dd>
            </div>
          )}
          <div>
            <dt>{type === 'totp' ? t`Time step T = floor(Unix time ÷ period)` : t`Moving factor C`}</dt>
            <dd>
              <output aria-label={type === 'totp' ? t`Time step T` : t`Moving factor C`}>{codes?.value?.counter ?? '—'}</output>
            </dd>
          </div>
          <div>
            <dt>{type === 'totp' ? t`T in hex (the 8 bytes HMAC signs)` : t`C in hex (the 8 bytes HMAC signs)`}</dt>
            <dd>
              <output aria-label={type === 'totp' ? t`Time step T in hex` : t`Moving factor C in hex`} className={styles.mono}>
                {codes?.value?.counterHex ?? '—'}
              </output>
            </dd>
          </div>
        </dl>
        <TextInput label={t`otpauth URI`} value={uri.value ?? ''} readOnly monospace copyable copyLabel={t`Copy otpauth URI`} hint={t`Holds the secret: share it only with the authenticator app.`} />
        {/* The QR code's room is kept while it is drawn (asynchronously) or when there is none. */}
        <div className={styles.qrBox}>{qr && <img className={styles.qr} src={qr} alt={t`QR code of the otpauth URI`} width={200} height={200} />}</div>
        <TextInput
          label={t`Code to check`}
          value={check}
          onChange={(check) => update({ check })}
          inputMode="numeric"
          error={validation?.error}
          hint={t`Accepts the previous, current and next code (a window of ±1 step).`}
        />
        {validation?.value && (
          <p className={validation.value.valid ? styles.valid : styles.invalid} aria-live="polite">
            <output aria-label={t`Check result`}>{validationText}</output>
          </p>
        )}
      </Stack>
    </Card>
  );
}
