/**
 * Permissions, conditions and limitations of common licences, and the labels of those rules.
 *
 * Source: choosealicense.com (https://github.com/github/choosealicense.com, content under the MIT
 * licence): `_data/rules.yml` for the rule labels and descriptions, and the front matter of
 * `_licenses/<id>.txt` for each licence's tags and one-line description, as published in 2026.
 * Keys are current SPDX identifiers (License List 3.x); the GNU licences' `-only` and `-or-later`
 * forms share one profile.
 */

/** A rule tag of choosealicense.com. */
export type RuleTag =
  | 'commercial-use'
  | 'modifications'
  | 'distribution'
  | 'private-use'
  | 'patent-use'
  | 'include-copyright'
  | 'include-copyright--source'
  | 'document-changes'
  | 'disclose-source'
  | 'network-use-disclose'
  | 'same-license'
  | 'same-license--file'
  | 'same-license--library'
  | 'trademark-use'
  | 'liability'
  | 'warranty';

/** A rule: its label and what it means (choosealicense.com `_data/rules.yml`). */
export interface Rule {
  tag: RuleTag;
  label: string;
  description: string;
}

/** The three lists of rules of choosealicense.com, in its order. */
export const RULES: { permissions: Rule[]; conditions: Rule[]; limitations: Rule[] } = {
  permissions: [
    {
      tag: 'commercial-use',
      label: 'Commercial use',
      description: 'The licensed material and derivatives may be used for commercial purposes.',
    },
    { tag: 'modifications', label: 'Modification', description: 'The licensed material may be modified.' },
    { tag: 'distribution', label: 'Distribution', description: 'The licensed material may be distributed.' },
    { tag: 'private-use', label: 'Private use', description: 'The licensed material may be used and modified in private.' },
    { tag: 'patent-use', label: 'Patent use', description: 'This license provides an express grant of patent rights from contributors.' },
  ],
  conditions: [
    {
      tag: 'include-copyright',
      label: 'License and copyright notice',
      description: 'A copy of the license and copyright notice must be included with the licensed material.',
    },
    {
      tag: 'include-copyright--source',
      label: 'License and copyright notice for source',
      description:
        'A copy of the license and copyright notice must be included with the licensed material in source form, but is not required for binaries.',
    },
    { tag: 'document-changes', label: 'State changes', description: 'Changes made to the licensed material must be documented.' },
    {
      tag: 'disclose-source',
      label: 'Disclose source',
      description: 'Source code must be made available when the licensed material is distributed.',
    },
    {
      tag: 'network-use-disclose',
      label: 'Network use is distribution',
      description: 'Users who interact with the licensed material via network are given the right to receive a copy of the source code.',
    },
    {
      tag: 'same-license',
      label: 'Same license',
      description:
        'Modifications must be released under the same license when distributing the licensed material. In some cases a similar or related license may be used.',
    },
    {
      tag: 'same-license--file',
      label: 'Same license (file)',
      description:
        'Modifications of existing files must be released under the same license when distributing the licensed material. In some cases a similar or related license may be used.',
    },
    {
      tag: 'same-license--library',
      label: 'Same license (library)',
      description:
        'Modifications must be released under the same license when distributing the licensed material. In some cases a similar or related license may be used, or this condition may not apply to works that use the licensed material as a library.',
    },
  ],
  limitations: [
    {
      tag: 'trademark-use',
      label: 'Trademark use',
      description:
        'This license explicitly states that it does NOT grant trademark rights, even though licenses without such a statement probably do not grant any implicit trademark rights.',
    },
    { tag: 'liability', label: 'Liability', description: 'This license includes a limitation of liability.' },
    {
      tag: 'patent-use',
      label: 'Patent use',
      description: 'This license explicitly states that it does NOT grant any rights in the patents of contributors.',
    },
    { tag: 'warranty', label: 'Warranty', description: 'This license explicitly states that it does NOT provide any warranty.' },
  ],
};

/** How a licence treats derived and combined works: the basis of the compatibility answers. */
export type LicenceKind =
  'public-domain' | 'permissive' | 'weak-copyleft-file' | 'weak-copyleft-library' | 'strong-copyleft' | 'network-copyleft';

/** One licence's profile. */
export interface LicenceProfile {
  /** SPDX identifier. */
  id: string;
  title: string;
  kind: LicenceKind;
  /** choosealicense.com's one-line description. */
  description: string;
  permissions: RuleTag[];
  conditions: RuleTag[];
  limitations: RuleTag[];
}

const PERMISSIVE: RuleTag[] = ['commercial-use', 'modifications', 'distribution', 'private-use'];
const WITH_PATENTS: RuleTag[] = ['commercial-use', 'modifications', 'distribution', 'patent-use', 'private-use'];
const NO_WARRANTY: RuleTag[] = ['liability', 'warranty'];

const GPL2 = {
  description:
    'The GNU GPL is the most widely used free software license and has a strong copyleft requirement. When distributing derived works, the source code of the work must be made available under the same license. There are multiple variants of the GNU GPL, each with different requirements.',
  kind: 'strong-copyleft' as const,
  permissions: PERMISSIVE,
  conditions: ['include-copyright', 'document-changes', 'disclose-source', 'same-license'] as RuleTag[],
  limitations: NO_WARRANTY,
};
const GPL3 = { ...GPL2, permissions: WITH_PATENTS };
const LGPL = {
  description:
    'Permissions of this copyleft license are conditioned on making available complete source code of licensed works and modifications under the same license or the GNU GPL. Copyright and license notices must be preserved. However, a larger work using the licensed work through interfaces provided by the licensed work may be distributed under different terms and without source code for the larger work.',
  kind: 'weak-copyleft-library' as const,
  conditions: ['include-copyright', 'disclose-source', 'document-changes', 'same-license--library'] as RuleTag[],
  limitations: NO_WARRANTY,
};
const AGPL = {
  description:
    'Permissions of this strongest copyleft license are conditioned on making available complete source code of licensed works and modifications, which include larger works using a licensed work, under the same license. When a modified version is used to provide a service over a network, the complete source code of the modified version must be made available.',
  kind: 'network-copyleft' as const,
  permissions: WITH_PATENTS,
  conditions: ['include-copyright', 'document-changes', 'disclose-source', 'network-use-disclose', 'same-license'] as RuleTag[],
  limitations: NO_WARRANTY,
};

/** The licences the compatibility table knows, by SPDX identifier. */
export const LICENCES: readonly LicenceProfile[] = [
  {
    id: 'MIT',
    title: 'MIT License',
    kind: 'permissive',
    description:
      'A short and simple permissive license with conditions only requiring preservation of copyright and license notices. Licensed works, modifications, and larger works may be distributed under different terms and without source code.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright'],
    limitations: NO_WARRANTY,
  },
  {
    id: 'ISC',
    title: 'ISC License',
    kind: 'permissive',
    description:
      'A permissive license lets people do anything with your code with proper attribution and without warranty. The ISC license is functionally equivalent to the BSD 2-Clause and MIT licenses.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright'],
    limitations: NO_WARRANTY,
  },
  {
    id: 'BSD-2-Clause',
    title: 'BSD 2-Clause "Simplified" License',
    kind: 'permissive',
    description:
      'A permissive license that comes in two variants, the BSD 2-Clause and BSD 3-Clause. Both have very minute differences to the MIT license.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright'],
    limitations: NO_WARRANTY,
  },
  {
    id: 'BSD-3-Clause',
    title: 'BSD 3-Clause "New" or "Revised" License',
    kind: 'permissive',
    description:
      'A permissive license similar to the BSD 2-Clause License, but with a 3rd clause that prohibits others from using the name of the copyright holder or its contributors to promote derived products without written consent.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright'],
    limitations: NO_WARRANTY,
  },
  {
    id: 'Apache-2.0',
    title: 'Apache License 2.0',
    kind: 'permissive',
    description:
      'A permissive license whose main conditions require preservation of copyright and license notices. Contributors provide an express grant of patent rights. Licensed works, modifications, and larger works may be distributed under different terms and without source code.',
    permissions: WITH_PATENTS,
    conditions: ['include-copyright', 'document-changes'],
    limitations: ['trademark-use', 'liability', 'warranty'],
  },
  {
    id: 'Zlib',
    title: 'zlib License',
    kind: 'permissive',
    description: 'A short permissive license, compatible with GPL. Requires altered source versions to be documented as such.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright--source', 'document-changes'],
    limitations: NO_WARRANTY,
  },
  {
    id: 'BSL-1.0',
    title: 'Boost Software License 1.0',
    kind: 'permissive',
    description:
      'A simple permissive license only requiring preservation of copyright and license notices for source (and not binary) distribution. Licensed works, modifications, and larger works may be distributed under different terms and without source code.',
    permissions: PERMISSIVE,
    conditions: ['include-copyright--source'],
    limitations: NO_WARRANTY,
  },
  {
    id: '0BSD',
    title: 'BSD Zero Clause License',
    kind: 'public-domain',
    description:
      'The BSD Zero Clause license goes further than the BSD 2-Clause license to allow you unlimited freedom with the software without requirements to include the copyright notice, license text, or disclaimer in either source or binary forms.',
    permissions: PERMISSIVE,
    conditions: [],
    limitations: NO_WARRANTY,
  },
  {
    id: 'MIT-0',
    title: 'MIT No Attribution',
    kind: 'public-domain',
    description:
      'A permissive license that allows you to do anything with the code without requiring attribution. It is the MIT license without its attribution clause.',
    permissions: PERMISSIVE,
    conditions: [],
    limitations: NO_WARRANTY,
  },
  {
    id: 'Unlicense',
    title: 'The Unlicense',
    kind: 'public-domain',
    description:
      'A license with no conditions whatsoever which dedicates works to the public domain. Unlicensed works, modifications, and larger works may be distributed under different terms and without source code.',
    permissions: PERMISSIVE,
    conditions: [],
    limitations: NO_WARRANTY,
  },
  {
    id: 'CC0-1.0',
    title: 'Creative Commons Zero v1.0 Universal',
    kind: 'public-domain',
    description:
      'The Creative Commons CC0 Public Domain Dedication waives copyright interest in a work you’ve created and dedicates it to the world-wide public domain. It explicitly does not waive patent or trademark rights.',
    permissions: PERMISSIVE,
    conditions: [],
    limitations: ['liability', 'trademark-use', 'patent-use', 'warranty'],
  },
  {
    id: 'MPL-2.0',
    title: 'Mozilla Public License 2.0',
    kind: 'weak-copyleft-file',
    description:
      'Permissions of this weak copyleft license are conditioned on making available source code of licensed files and modifications of those files under the same license (or in certain cases, one of the GNU licenses). Copyright and license notices must be preserved. Contributors provide an express grant of patent rights. However, a larger work using the licensed work may be distributed under different terms and without source code for files added in the larger work.',
    permissions: WITH_PATENTS,
    conditions: ['disclose-source', 'include-copyright', 'same-license--file'],
    limitations: ['liability', 'trademark-use', 'warranty'],
  },
  {
    id: 'EPL-2.0',
    title: 'Eclipse Public License 2.0',
    kind: 'weak-copyleft-file',
    description:
      'This commercially-friendly copyleft license provides the ability to commercially license binaries; a modern royalty-free patent license grant; and the ability for linked works to use other licenses, including commercial ones.',
    permissions: WITH_PATENTS,
    conditions: ['disclose-source', 'include-copyright', 'same-license'],
    limitations: NO_WARRANTY,
  },
  { id: 'LGPL-2.1-only', title: 'GNU Lesser General Public License v2.1 only', permissions: PERMISSIVE, ...LGPL },
  { id: 'LGPL-2.1-or-later', title: 'GNU Lesser General Public License v2.1 or later', permissions: PERMISSIVE, ...LGPL },
  { id: 'LGPL-3.0-only', title: 'GNU Lesser General Public License v3.0 only', permissions: WITH_PATENTS, ...LGPL },
  { id: 'LGPL-3.0-or-later', title: 'GNU Lesser General Public License v3.0 or later', permissions: WITH_PATENTS, ...LGPL },
  { id: 'GPL-2.0-only', title: 'GNU General Public License v2.0 only', ...GPL2 },
  { id: 'GPL-2.0-or-later', title: 'GNU General Public License v2.0 or later', ...GPL2 },
  { id: 'GPL-3.0-only', title: 'GNU General Public License v3.0 only', ...GPL3 },
  { id: 'GPL-3.0-or-later', title: 'GNU General Public License v3.0 or later', ...GPL3 },
  { id: 'AGPL-3.0-only', title: 'GNU Affero General Public License v3.0 only', ...AGPL },
  { id: 'AGPL-3.0-or-later', title: 'GNU Affero General Public License v3.0 or later', ...AGPL },
  {
    id: 'EUPL-1.2',
    title: 'European Union Public License 1.2',
    kind: 'strong-copyleft',
    description:
      'The “European Union Public Licence” (EUPL) is a copyleft free/open source software license created on the initiative of and approved by the European Commission in 23 official languages of the European Union.',
    permissions: WITH_PATENTS,
    conditions: ['disclose-source', 'include-copyright', 'document-changes', 'network-use-disclose', 'same-license'],
    limitations: ['liability', 'trademark-use', 'warranty'],
  },
];
