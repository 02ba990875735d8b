import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, ButtonsSelect, Card, Select, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useMemo } from 'react';
import { decryptText, describeCiphertext, encryptText, opensslCommand, parseRawAesKey, type AesKeySize, type EncryptionAlgorithm, type EncryptionOptions, type KeyDerivation, type KeyMode } from './encryption.js';
import styles from './encryption.module.css';
import { encryptionState, type EncryptionMode } from './state.js';

interface Request {
  mode: EncryptionMode;
  input: string;
  options: EncryptionOptions;
}

/**
 * Encrypt / decrypt text: the UI. State keys: mode, algorithm, keyMode, kdf, aesKeySize (options),
 * input, ivHex (inputs), passphrase and keyHex (SECRETS: never stored).
 */
export default function EncryptionTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(encryptionState);
  const { mode, algorithm, kdf, aesKeySize, input, passphrase, keyHex, ivHex } = state;
  const keyMode: KeyMode = algorithm === 'aes-cbc' ? state.keyMode : 'passphrase';
  const raw = keyMode === 'raw';

  const rawKey = useMemo(() => (raw && (keyHex !== '' || ivHex !== '') ? attempt(() => parseRawAesKey(keyHex, ivHex)) : null), [raw, keyHex, ivHex]);
  // parseRawAesKey checks the key first: its messages about the key start with "The key" or "Enter the key".
  const keyFieldError = rawKey?.error && /^(The key|Enter the key)/.test(rawKey.error) ? rawKey.error : null;
  const ivFieldError = rawKey?.error && !keyFieldError ? rawKey.error : null;
  const details = useMemo(() => (mode === 'decrypt' && input.trim() !== '' ? attempt(() => describeCiphertext(input)) : null), [mode, input]);
  const ready = input !== '' && (raw ? rawKey?.value !== undefined : passphrase !== '') && !details?.error;

  const request = useMemo<Request | null>(
    () => (ready ? { mode, input, options: { algorithm, keyMode, kdf, aesKeySize, passphrase, keyHex, ivHex } } : null),
    [ready, mode, algorithm, keyMode, kdf, aesKeySize, input, passphrase, keyHex, ivHex],
  );
  // Only the current request's output is shown, never a stale one for older input.
  const result = useAsyncResult(request, (r) => (r.mode === 'encrypt' ? encryptText(r.input, r.options) : decryptText(r.input, r.options)));

  const command = opensslCommand({ algorithm, keyMode, kdf, aesKeySize });
  const detailsText = (() => {
    const info = details?.value;
    if (!info) return '';
    if (!info.salted) return t`${info.bytes} bytes, no "Salted__" header (encrypted with a raw key and IV, not a passphrase).`;
    return t`OpenSSL salted format: salt ${info.saltHex ?? ''}, ${info.payloadBytes} bytes of ciphertext.`;
  })();
  const waiting = (() => {
    if (input === '') return mode === 'encrypt' ? t`Type the text to encrypt.` : t`Paste the ciphertext to decrypt.`;
    if (!raw && passphrase === '') return t`Enter the passphrase.`;
    return '';
  })();

  return (
    <Card>
      <Stack>
        <ButtonsSelect<EncryptionMode>
          label={t`Mode`}
          options={[
            { label: t`Encrypt`, value: 'encrypt' },
            { label: t`Decrypt`, value: 'decrypt' },
          ]}
          value={mode}
          onChange={(mode) => update({ mode })}
        />
        <Select<EncryptionAlgorithm>
          label={t`Algorithm`}
          options={[
            { label: 'AES-CBC', value: 'aes-cbc' },
            { label: t`AES-256-GCM (this tool's own format)`, value: 'aes-gcm' },
            { label: t`TripleDES (legacy, insecure)`, value: 'tripledes' },
            { label: 'Rabbit', value: 'rabbit' },
            { label: t`RC4 (insecure)`, value: 'rc4' },
          ]}
          value={algorithm}
          onChange={(algorithm) => update({ algorithm })}
        />
        {(algorithm === 'rc4' || algorithm === 'tripledes') && (
          <Alert type="warning">
            {algorithm === 'rc4'
              ? t`RC4 is broken (biased keystream) and has no integrity check: use it only to read old data.`
              : t`TripleDES is a legacy cipher (64-bit blocks, deprecated by NIST): use it only to read old data.`}
          </Alert>
        )}
        {algorithm === 'aes-gcm' && (
          <Alert type="info">
            {t`AES-GCM output is this tool's own format, which OpenSSL enc cannot read (it has no GCM): Base64 of "Salted__", an 8-byte salt, a 12-byte IV, the ciphertext and the 16-byte tag; the key is PBKDF2-HMAC-SHA256 of the passphrase and salt, 100,000 iterations.`}
          </Alert>
        )}
        {algorithm === 'aes-cbc' && (
          <ButtonsSelect<KeyMode>
            label={t`Key`}
            options={[
              { label: t`Passphrase`, value: 'passphrase' },
              { label: t`Raw key and IV (hex, advanced)`, value: 'raw' },
            ]}
            value={keyMode}
            onChange={(keyMode) => update({ keyMode })}
          />
        )}
        {algorithm === 'aes-cbc' && !raw && (
          <ButtonsSelect<AesKeySize>
            label={t`Key size`}
            options={[
              { label: t`128 bits`, value: '128' },
              { label: t`192 bits`, value: '192' },
              { label: t`256 bits`, value: '256' },
            ]}
            value={aesKeySize}
            onChange={(aesKeySize) => update({ aesKeySize })}
          />
        )}
        {!raw && algorithm !== 'aes-gcm' && (
          <ButtonsSelect<KeyDerivation>
            label={t`Key derivation`}
            options={[
              { label: t`MD5 (EVP_BytesToKey, CryptoJS, openssl -md md5)`, value: 'md5' },
              { label: t`PBKDF2-SHA256, 10,000 iterations (openssl -pbkdf2)`, value: 'pbkdf2' },
            ]}
            value={kdf}
            onChange={(kdf) => update({ kdf })}
          />
        )}
        {raw ? (
          <>
            <TextInput label={t`Key (hex)`} value={keyHex} onChange={(keyHex) => update({ keyHex })} monospace type="password" error={keyFieldError} hint={t`16, 24 or 32 bytes (AES-128, -192, -256). A secret: never stored by this page.`} />
            <TextInput label={t`IV (hex)`} value={ivHex} onChange={(ivHex) => update({ ivHex })} monospace error={ivFieldError} hint={t`16 bytes (32 hex digits). Never reuse an IV with the same key.`} />
          </>
        ) : (
          <TextInput label={t`Passphrase`} value={passphrase} onChange={(passphrase) => update({ passphrase })} type="password" hint={t`A secret: never stored by this page.`} />
        )}
        <TextInput
          label={mode === 'encrypt' ? t`Text to encrypt` : t`Ciphertext (Base64)`}
          value={input}
          onChange={(input) => update({ input })}
          multiline
          monospace={mode === 'decrypt'}
          rows={5}
          error={details?.error ?? (result.status === 'error' ? result.message : null)}
          placeholder={mode === 'decrypt' ? 'U2FsdGVkX1…' : undefined}
        />
        {mode === 'decrypt' && detailsText !== '' && (
          <p className={styles.details}>
            <output aria-label={t`Ciphertext details`}>{detailsText}</output>
          </p>
        )}
        <TextInput
          label={mode === 'encrypt' ? t`Encrypted text (Base64)` : t`Decrypted text`}
          value={result.status === 'done' ? result.value : ''}
          readOnly
          multiline
          monospace={mode === 'encrypt'}
          rows={5}
          copyable
          copyLabel={mode === 'encrypt' ? t`Copy encrypted text` : t`Copy decrypted text`}
          placeholder={waiting}
        />
        <p className={styles.note}>
          {command
            ? `${t`Same format as:`} ${command}${mode === 'decrypt' ? ' -d' : ''}`
            : algorithm === 'aes-gcm'
              ? t`OpenSSL enc has no equivalent for AES-GCM.`
              : t`Same format as CryptoJS with a passphrase (OpenSSL enc has no equivalent).`}
          {!raw && mode === 'encrypt' && ` ${t`A random salt makes each encryption different.`}`}
        </p>
      </Stack>
    </Card>
  );
}
