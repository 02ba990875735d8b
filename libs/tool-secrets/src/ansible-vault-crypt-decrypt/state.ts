import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { VAULT_ID_MAX_LENGTH } from './ansible-vault-crypt-decrypt.js';

/** Encrypt or decrypt. */
export const VAULT_MODES = ['encrypt', 'decrypt'] as const;
export type VaultMode = (typeof VAULT_MODES)[number];

/**
 * The Ansible Vault tool's state. Option (query string): mode. Inputs (remembered): the text and
 * the vault ID. SECRET: the vault password — never stored, in a link only after confirmation.
 */
export const ansibleVaultCryptDecryptState = {
  schema: z.object({
    mode: z._default(z.enum(VAULT_MODES), 'decrypt'),
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    vaultId: z._default(z.string().check(z.maxLength(VAULT_ID_MAX_LENGTH)), ''),
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
  }),
  options: ['mode'],
  secrets: ['password'],
} satisfies ToolStateSpec;
