import { useLingui } from '@lingui/react/macro';
import { attempt, ButtonsSelect, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useEffect, useMemo, useState } from 'react';
import { checkVaultId, decryptVault, encryptVault, parseVault } from './ansible-vault-crypt-decrypt.js';
import styles from './ansible-vault-crypt-decrypt.module.css';
import { ansibleVaultCryptDecryptState, type VaultMode } from './state.js';

interface Request {
  mode: VaultMode;
  input: string;
  password: string;
  vaultId: string;
}
/** A result is shown only while its request is the current one (never a stale output for older input). */
type Result = { request: Request | null } & ({ status: 'idle' } | { status: 'done'; output: string } | { status: 'error'; message: string });

/**
 * Ansible Vault encrypt / decrypt: the UI. State keys: mode (option), input and vaultId (inputs),
 * password (SECRET: never stored).
 */
export default function AnsibleVaultCryptDecryptTool() {
  const { t } = useLingui();
  const [{ mode, input, vaultId, password }, update] = useToolState(ansibleVaultCryptDecryptState);

  const parsed = useMemo(() => (mode === 'decrypt' && input.trim() !== '' ? attempt(() => parseVault(input)) : null), [mode, input]);
  const idCheck = useMemo(() => (mode === 'encrypt' ? attempt(() => checkVaultId(vaultId)) : null), [mode, vaultId]);
  const ready = password !== '' && (mode === 'encrypt' ? input !== '' && !idCheck?.error : parsed?.value !== undefined);

  const request = useMemo<Request | null>(() => (ready ? { mode, input, password, vaultId } : null), [ready, mode, input, password, vaultId]);
  const [settled, setResult] = useState<Result>({ request: null, status: 'idle' });
  useEffect(() => {
    let live = true;
    if (!request) return;
    const run = request.mode === 'encrypt' ? encryptVault(request.input, request.password, { vaultId: request.vaultId }) : decryptVault(request.input, request.password).then((r) => r.plaintext);
    run.then(
      (output) => live && setResult({ request, status: 'done', output }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ToolInputError) setResult({ request, status: 'error', message: error.message });
        else throw error;
      },
    );
    return () => {
      live = false;
    };
  }, [request]);
  const result: Result = settled.request === request ? settled : { request, status: 'idle' };

  const vault = parsed?.value;
  const detailsText = vault
    ? `${t`Format`} ${vault.version}, ${vault.cipher}${vault.vaultId ? `, ${t`vault ID`} "${vault.vaultId}"` : ''}; ${t`salt`} ${vault.salt.length} ${t`bytes`}, ${t`ciphertext`} ${vault.ciphertext.length} ${t`bytes`}.`
    : '';
  const waiting = input === '' ? (mode === 'encrypt' ? t`Type the text to encrypt.` : t`Paste the vault to decrypt.`) : password === '' ? t`Enter the vault password.` : '';
  const inputError = parsed?.error ?? (result.status === 'error' && !/password/i.test(result.message) ? result.message : null);
  const passwordError = result.status === 'error' && /password/i.test(result.message) ? result.message : null;

  return (
    <Card>
      <Stack>
        <ButtonsSelect<VaultMode>
          label={t`Mode`}
          options={[
            { label: t`Decrypt`, value: 'decrypt' },
            { label: t`Encrypt`, value: 'encrypt' },
          ]}
          value={mode}
          onChange={(mode) => update({ mode })}
        />
        <TextInput
          label={mode === 'encrypt' ? t`Text to encrypt` : t`Vault`}
          value={input}
          onChange={(input) => update({ input })}
          multiline
          monospace
          rows={7}
          error={inputError}
          placeholder={mode === 'decrypt' ? '$ANSIBLE_VAULT;1.1;AES256' : undefined}
          hint={mode === 'decrypt' ? t`A vault file, or a vaulted YAML variable ("!vault |" and the indented lines).` : undefined}
        />
        <TextInput label={t`Vault password`} value={password} onChange={(password) => update({ password })} type="password" error={passwordError} hint={t`A secret: never stored by this page.`} />
        {mode === 'encrypt' && (
          <TextInput
            label={t`Vault ID (optional)`}
            value={vaultId}
            onChange={(vaultId) => update({ vaultId })}
            monospace
            error={idCheck?.error}
            hint={t`With a vault ID the output is format 1.2 ("$ANSIBLE_VAULT;1.2;AES256;<ID>", as ansible-vault --vault-id ID@prompt); without, 1.1.`}
          />
        )}
        {mode === 'decrypt' && detailsText !== '' && (
          <p className={styles.details}>
            <output aria-label={t`Vault details`}>{detailsText}</output>
          </p>
        )}
        <TextInput
          label={mode === 'encrypt' ? t`Encrypted vault` : t`Decrypted text`}
          value={result.status === 'done' ? result.output : ''}
          readOnly
          multiline
          monospace
          rows={7}
          copyable
          copyLabel={mode === 'encrypt' ? t`Copy vault` : t`Copy decrypted text`}
          placeholder={waiting}
        />
      </Stack>
    </Card>
  );
}
