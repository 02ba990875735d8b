import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Button, ButtonsSelect, Card, Select, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { jwtGeneratorState } from './state.js';
import styles from './jwt-generator.module.css';
import {
  convertPrivateKey,
  generateHmacSecret,
  generateSigningKeyPair,
  isHmacAlgorithm,
  keyFormatOf,
  loadTokenForEditing,
  publicKeyOf,
  setHeaderAlg,
  setTimeClaim,
  SIGN_ALGORITHMS,
  signingInput,
  signJwt,
  type GeneratorSecretEncoding,
  type KeyFormat,
  type SignAlgorithm,
} from './jwt-generator.js';


const TIME_OFFSETS: [string, number][] = [
  ['+1 h', 3600],
  ['+1 day', 86_400],
  ['+7 days', 7 * 86_400],
  ['+30 days', 30 * 86_400],
];

/**
 * JWT generator: the UI. State keys: header, payload (inputs), algorithm, secretEncoding,
 * keyFormat (options), secret and privateKey (SECRETS: never stored). The existing token to edit
 * is not state (it may hold personal claims): it only fills the editors. Keys are accepted in PEM
 * or JWK; the key format shows the public key, and the private key when typed in the other
 * format, in PEM or JWK.
 */
export default function JwtGeneratorTool() {
  const { t } = useLingui();
  const [{ header, payload, algorithm, secret, secretEncoding, privateKey, keyFormat }, update] = useToolState(jwtGeneratorState);
  const [existing, setExisting] = useState('');
  const [existingError, setExistingError] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const hmac = isHmacAlgorithm(algorithm);

  const input = useMemo(() => attempt(() => signingInput({ header, payload, alg: algorithm })), [header, payload, algorithm]);
  const headerError = input.error?.startsWith('Header') ? input.error : null;
  const payloadError = input.error && !headerError ? input.error : null;
  const keyText = hmac ? secret : privateKey;

  const request = useMemo(
    () => (input.value && keyText.trim() !== '' ? { header, payload, alg: algorithm, secret, secretEncoding, privateKey, keyFormat } : null),
    [input, keyText, header, payload, algorithm, secret, secretEncoding, privateKey, keyFormat],
  );
  const signing = useAsyncResult(request, async (r) => {
    const asymmetric = !isHmacAlgorithm(r.alg);
    // The private key in the other format, when it was typed in the one not chosen for display.
    const converts = asymmetric && keyFormatOf(r.privateKey) !== r.keyFormat;
    const [signed, publicKey, converted] = await Promise.all([
      signJwt(r),
      asymmetric ? publicKeyOf(r.privateKey, r.alg, r.keyFormat) : '',
      converts ? convertPrivateKey(r.privateKey, r.alg, r.keyFormat) : '',
    ]);
    return { signed, publicKey, converted };
  });

  const onExisting = (text: string) => {
    setExisting(text);
    if (text.trim() === '') return setExistingError(null);
    const loaded = attempt(() => loadTokenForEditing(text));
    if (loaded.error !== undefined) return setExistingError(loaded.error);
    setExistingError(loaded.value.alg ? null : t`This token's algorithm cannot be used here: choose one below.`);
    update({ header: loaded.value.header, payload: loaded.value.payload, ...(loaded.value.alg ? { algorithm: loaded.value.alg } : {}) });
  };
  const onAlgorithm = (alg: SignAlgorithm) => update({ algorithm: alg, header: setHeaderAlg(header, alg) });
  const setClaim = (claim: string, offset: number) => {
    const result = attempt(() => setTimeClaim(payload, claim, Date.now() / 1000 + offset));
    setClaimError(result.error ?? null);
    if (result.value !== undefined) update({ payload: result.value });
  };
  const generate = async () => {
    if (hmac) return update({ secret: generateHmacSecret(algorithm), secretEncoding: 'base64' });
    setGenerating(true);
    try {
      const pair = await generateSigningKeyPair(algorithm);
      update({ privateKey: keyFormat === 'jwk' ? pair.privateJwk : pair.privateKeyPem });
    } finally {
      setGenerating(false);
    }
  };

  const token = signing.status === 'done' ? signing.value.signed.token : '';
  const keyError = signing.status === 'error' ? signing.message : null;
  const status = (() => {
    if (!input.value) return t`Fix the header or payload to sign.`;
    if (keyText.trim() === '') return hmac ? `${t`Enter the secret to sign with`} ${algorithm}.` : `${t`Paste or generate a private key to sign with`} ${algorithm}.`;
    if (signing.status === 'done') return `${t`Signed with`} ${algorithm}.`;
    if (signing.status === 'error') return t`Cannot sign: see the key field.`;
    return t`Signing…`;
  })();

  return (
    <Card>
      <Stack>
        <TextInput
          label={t`Edit an existing token (optional)`}
          value={existing}
          onChange={onExisting}
          monospace
          multiline
          rows={2}
          error={existingError}
          placeholder="eyJhbGciOi…"
          hint={t`Paste a JWT: its header and payload are loaded into the editors below. Its signature is not kept.`}
        />
        <Select<SignAlgorithm> label={t`Algorithm`} options={[...SIGN_ALGORITHMS]} value={algorithm} onChange={onAlgorithm} />
        <TextInput
          label={t`Header`}
          value={header}
          onChange={(header) => update({ header })}
          multiline
          monospace
          rows={4}
          error={headerError}
          hint={t`JSON or JSON5; "alg" follows the algorithm chosen above.`}
        />
        <TextInput label={t`Payload`} value={payload} onChange={(payload) => update({ payload })} multiline monospace rows={8} error={payloadError ?? claimError} hint={t`The claims, JSON or JSON5.`} />
        <div className={styles.buttons} role="group" aria-label={t`Time claims`}>
          <Button size="small" onClick={() => setClaim('iat', 0)}>
            {t`iat = now`}
          </Button>
          <Button size="small" onClick={() => setClaim('nbf', 0)}>
            {t`nbf = now`}
          </Button>
          {TIME_OFFSETS.map(([label, seconds]) => (
            <Button key={label} size="small" onClick={() => setClaim('exp', seconds)}>
              {`exp = now ${label}`}
            </Button>
          ))}
        </div>
        <h3 className={styles.section}>{t`Key`}</h3>
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
            <ButtonsSelect<GeneratorSecretEncoding>
              label={t`Secret format`}
              options={[
                { label: t`Text (UTF-8)`, value: 'text' },
                { label: t`Base64 / Base64url`, value: 'base64' },
                { label: t`Hex`, value: 'hex' },
              ]}
              value={secretEncoding}
              onChange={(secretEncoding) => update({ secretEncoding })}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t`Private key (PKCS#8 PEM or JWK)`}
              value={privateKey}
              onChange={(privateKey) => update({ privateKey })}
              multiline
              monospace
              rows={6}
              error={keyError}
              placeholder={keyFormat === 'jwk' ? '{"kty": "EC", "crv": "P-256", "x": "…", "y": "…", "d": "…"}' : '-----BEGIN PRIVATE KEY-----'}
              hint={t`A secret: never stored by this page. Either format is accepted.`}
            />
            <ButtonsSelect<KeyFormat>
              label={t`Key format`}
              options={[
                { label: 'PEM', value: 'pem' },
                { label: 'JWK', value: 'jwk' },
              ]}
              value={keyFormat}
              onChange={(keyFormat) => update({ keyFormat })}
            />
          </>
        )}
        <div className={styles.buttons}>
          <Button onClick={() => void generate()} disabled={generating}>
            {hmac ? <IconRefresh size={18} aria-hidden /> : <IconKey size={18} aria-hidden />}
            {hmac ? t`Generate a random secret` : generating ? t`Generating…` : t`Generate a key pair`}
          </Button>
        </div>
        {signing.status === 'done' && signing.value.signed.warnings.length > 0 && <Alert type="warning">{signing.value.signed.warnings.join(' ')}</Alert>}
        <TextInput label={t`JWT`} value={token} readOnly multiline monospace copyable copyLabel={t`Copy JWT`} rows={5} />
        <p className={styles.status}>
          <output aria-label={t`Signing status`}>{status}</output>
        </p>
        {!hmac && signing.status === 'done' && (
          <TextInput
            label={keyFormat === 'jwk' ? t`Public key (JWK), to verify` : t`Public key (PEM), to verify`}
            value={signing.value.publicKey}
            readOnly
            multiline
            monospace
            copyable
            copyLabel={t`Copy public key`}
            rows={5}
          />
        )}
        {!hmac && signing.status === 'done' && signing.value.converted !== '' && (
          <TextInput
            label={keyFormat === 'jwk' ? t`Private key as JWK` : t`Private key as PKCS#8 PEM`}
            value={signing.value.converted}
            readOnly
            multiline
            monospace
            copyable
            copyLabel={t`Copy converted private key`}
            rows={6}
            hint={t`The same private key in the other format: as secret as the one above.`}
          />
        )}
        <TextInput
          label={t`Signing input (Base64url header.payload)`}
          value={input.value ? `${input.value.encodedHeader}.${input.value.encodedPayload}` : ''}
          readOnly
          multiline
          monospace
          rows={3}
        />
      </Stack>
    </Card>
  );
}
