import list from 'spdx-license-list/spdx.json' with { type: 'json' };

/** The spdx-license-list version in the build (keep in step with package.json). */
export const SPDX_LIST_VERSION = '6.12.0';

/** A licence of the SPDX License List: full name, canonical URL, OSI approval. */
export interface SpdxLicenceInfo {
  name: string;
  url: string;
  osiApproved: boolean;
}

/** The SPDX License List by identifier. */
export const SPDX_LICENCES: Readonly<Record<string, SpdxLicenceInfo>> = list as unknown as Record<string, SpdxLicenceInfo>;
