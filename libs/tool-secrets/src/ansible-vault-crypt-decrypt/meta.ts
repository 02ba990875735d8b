import { defineTool } from '@handy-tools/ui/kit';

/**
 * Ansible's own unit tests (test/units/parsing/vault/test_vault.py, TestVaultLib):
 * `test_encrypt_decrypt_aes256_existing_vault` — "Setec Astronomy", password "test-vault-password";
 * `test_decrypt_and_get_vault_id` — "foo bar\n", vault ID "ansible_devel", password "ansible".
 * The passwords are not part of any example (they are secrets).
 */
export const ANSIBLE_TEST_VAULT_1_1 = `$ANSIBLE_VAULT;1.1;AES256
33363965326261303234626463623963633531343539616138316433353830356566396130353436
3562643163366231316662386565383735653432386435610a306664636137376132643732393835
63383038383730306639353234326630666539346233376330303938323639306661313032396437
6233623062366136310a633866373936313238333730653739323461656662303864663666653563
3138`;
export const ANSIBLE_TEST_VAULT_1_2 = `$ANSIBLE_VAULT;1.2;AES256;ansible_devel
65616435333934613466373335363332373764363365633035303466643439313864663837393234
3330656363343637313962633731333237313636633534630a386264363438363362326132363239
39363166646664346264383934393935653933316263333838386362633534326664646166663736
6462303664383765650a356637643633366663643566353036303162386237336233393065393164
6264`;

/**
 * Ansible Vault encrypt / decrypt. State keys (shared by the UI and `examples`): `mode`
 * (encrypt | decrypt), `input`, `vaultId`, and the SECRET `password` (never stored, in no example).
 */
export const ansibleVaultCryptDecrypt = defineTool({
  path: '/ansible-vault-crypt-decrypt',
  name: 'Ansible vault crypt decrypt',
  description:
    'Encrypt and decrypt Ansible Vault data (formats 1.1 and 1.2 with a vault ID, AES256) compatible with ansible-vault, in the browser: PBKDF2-SHA256, AES-256-CTR and HMAC-SHA256 on WebCrypto.',
  keywords: ['ansible', 'vault', 'ansible-vault', 'encrypt', 'decrypt', 'encrypt_string', 'vault id', 'aes256', 'secret', 'yaml', 'devops'],
  icon: 'IconShieldLock',
  component: () => import('./AnsibleVaultCryptDecryptTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'Ansible test vault 1.1 (password "test-vault-password")', state: { mode: 'decrypt', input: ANSIBLE_TEST_VAULT_1_1 } },
    { label: 'Ansible test vault 1.2, vault ID ansible_devel (password "ansible")', state: { mode: 'decrypt', input: ANSIBLE_TEST_VAULT_1_2 } },
  ],
});
