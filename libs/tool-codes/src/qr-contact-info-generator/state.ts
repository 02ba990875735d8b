import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { QR_STYLE_KEYS, qrStyleFields } from '../shared/qr/qr-state.js';
import { CONTACT_FORMATS, type ContactInfo } from './qr-contact-info-generator.js';

const text = (max = 500) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * The contact QR code generator's state: every contact field is an input (remembered, carried in
 * links); the format and the QR drawing settings are options.
 */
export const qrContactInfoGeneratorState = {
  schema: z.object({
    format: z._default(z.enum(CONTACT_FORMATS), 'vcard3'),
    prefix: text(),
    givenName: text(),
    middleName: text(),
    familyName: text(),
    suffix: text(),
    formattedName: text(),
    organization: text(),
    department: text(),
    title: text(),
    phoneMobile: text(100),
    phoneWork: text(100),
    phoneHome: text(100),
    phoneFax: text(100),
    emailWork: text(),
    emailHome: text(),
    url: text(2000),
    addressKind: z._default(z.enum(['work', 'home']), 'work'),
    street: text(),
    locality: text(),
    region: text(),
    postalCode: text(100),
    country: text(),
    note: text(2000),
    birthday: text(20),
    ...qrStyleFields('M'),
  }),
  options: ['format', ...QR_STYLE_KEYS],
  secrets: [],
} satisfies ToolStateSpec;

/** The tool's flat state fields as the logic's {@link ContactInfo}. */
export function contactFromState(s: {
  prefix: string;
  givenName: string;
  middleName: string;
  familyName: string;
  suffix: string;
  formattedName: string;
  organization: string;
  department: string;
  title: string;
  phoneMobile: string;
  phoneWork: string;
  phoneHome: string;
  phoneFax: string;
  emailWork: string;
  emailHome: string;
  url: string;
  addressKind: 'work' | 'home';
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  note: string;
  birthday: string;
}): ContactInfo {
  return {
    prefix: s.prefix,
    givenName: s.givenName,
    middleName: s.middleName,
    familyName: s.familyName,
    suffix: s.suffix,
    formattedName: s.formattedName,
    organization: s.organization,
    department: s.department,
    title: s.title,
    phones: { mobile: s.phoneMobile, work: s.phoneWork, home: s.phoneHome, fax: s.phoneFax },
    emails: { work: s.emailWork, home: s.emailHome },
    url: s.url,
    address: {
      kind: s.addressKind,
      street: s.street,
      locality: s.locality,
      region: s.region,
      postalCode: s.postalCode,
      country: s.country,
    },
    note: s.note,
    birthday: s.birthday,
  };
}
