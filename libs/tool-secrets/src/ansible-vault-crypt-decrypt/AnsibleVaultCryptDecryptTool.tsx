import { useLingui } from '@lingui/react/macro';
import { attempt, ButtonsSelect, Card, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import { useMemo } from 'react';
import { checkVaultId, decryptVault, encryptVault, parseVault } from './ansible-vault-crypt-decrypt.js';
import styles from './ansible-vault-crypt-decrypt.module.css';
import { ansibleVaultCryptDecryptState, type VaultMode } from './state.js';

interface Request {
  mode: VaultMode;
  input: string;
  password: string;
  vaultId: string;
}

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
  // Only the current request's output is shown, never a stale one for older input.
  const result = useAsyncResult(request, (r) =>
    r.mode === 'encrypt' ? encryptVault(r.input, r.password, { vaultId: r.vaultId }) : decryptVault(r.input, r.password).then((d) => d.plaintext),
  );

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
          value={result.status === 'done' ? result.value : ''}
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
