/**
 * Names of the object identifiers a certificate or key reader meets, with the sizes of the named
 * curves. Sources: RFC 5280 (X.509 attributes and extensions), RFC 3279/4055/5758/8410 (algorithms),
 * RFC 5480/SEC 2 (curves), RFC 6962 (SCT), the CA/Browser Forum baseline requirements (policies).
 */
export const OID_NAMES: Record<string, string> = {
  // Distinguished name attributes (RFC 5280 appendix A, RFC 4519).
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode',
  '2.5.4.41': 'name',
  '2.5.4.42': 'GN',
  '2.5.4.43': 'initials',
  '2.5.4.44': 'generationQualifier',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
  // Public key algorithms.
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.113549.1.1.10': 'RSASSA-PSS',
  '1.2.840.113549.1.1.7': 'RSAES-OAEP',
  '1.2.840.10040.4.1': 'DSA',
  '1.2.840.10045.2.1': 'EC',
  '1.3.101.110': 'X25519',
  '1.3.101.111': 'X448',
  '1.3.101.112': 'Ed25519',
  '1.3.101.113': 'Ed448',
  '1.2.840.10046.2.1': 'DH',
  // Signature algorithms.
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256',
  // Named curves.
  '1.2.840.10045.3.1.7': 'P-256 (prime256v1)',
  '1.3.132.0.34': 'P-384 (secp384r1)',
  '1.3.132.0.35': 'P-521 (secp521r1)',
  '1.3.132.0.10': 'secp256k1',
  '1.2.840.10045.3.1.1': 'P-192 (prime192v1)',
  '1.3.132.0.33': 'P-224 (secp224r1)',
  '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1',
  '1.3.36.3.3.2.8.1.1.11': 'brainpoolP384r1',
  '1.3.36.3.3.2.8.1.1.13': 'brainpoolP512r1',
  // Extensions.
  '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.15': 'Key Usage',
  '2.5.29.17': 'Subject Alternative Name',
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.19': 'Basic Constraints',
  '2.5.29.30': 'Name Constraints',
  '2.5.29.31': 'CRL Distribution Points',
  '2.5.29.32': 'Certificate Policies',
  '2.5.29.33': 'Policy Mappings',
  '2.5.29.35': 'Authority Key Identifier',
  '2.5.29.36': 'Policy Constraints',
  '2.5.29.37': 'Extended Key Usage',
  '2.5.29.46': 'Freshest CRL',
  '2.5.29.54': 'Inhibit anyPolicy',
  '1.3.6.1.5.5.7.1.1': 'Authority Information Access',
  '1.3.6.1.5.5.7.1.11': 'Subject Information Access',
  '1.3.6.1.5.5.7.1.24': 'TLS Feature',
  '1.3.6.1.5.5.7.48.1.5': 'OCSP No Check',
  '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs',
  '1.3.6.1.4.1.11129.2.4.3': 'CT Precertificate Poison',
  '2.16.840.1.113730.1.1': 'Netscape Cert Type',
  '2.16.840.1.113730.1.13': 'Netscape Comment',
  '1.3.6.1.4.1.311.20.2': 'Microsoft Certificate Template Name',
  '1.3.6.1.4.1.311.21.7': 'Microsoft Certificate Template',
  // Extended key usages (RFC 5280 §4.2.1.12 and others).
  '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '1.3.6.1.5.5.7.3.17': 'IPSec Internet Key Exchange',
  '1.3.6.1.4.1.311.10.3.3': 'Microsoft Server Gated Crypto',
  '1.3.6.1.4.1.311.20.2.2': 'Microsoft Smartcard Logon',
  '2.16.840.1.113730.4.1': 'Netscape Server Gated Crypto',
  // Access methods, policies and qualifiers.
  '1.3.6.1.5.5.7.48.1': 'OCSP',
  '1.3.6.1.5.5.7.48.2': 'CA Issuers',
  '1.3.6.1.5.5.7.48.3': 'Time Stamping',
  '1.3.6.1.5.5.7.48.5': 'CA Repository',
  '1.3.6.1.5.5.7.2.1': 'CPS',
  '1.3.6.1.5.5.7.2.2': 'User Notice',
  '2.5.29.32.0': 'anyPolicy',
  '2.23.140.1.1': 'Extended Validation (CA/B Forum)',
  '2.23.140.1.2.1': 'Domain Validated (CA/B Forum)',
  '2.23.140.1.2.2': 'Organization Validated (CA/B Forum)',
  '2.23.140.1.2.3': 'Individual Validated (CA/B Forum)',
  '2.23.140.1.3': 'Extended Validation Code Signing (CA/B Forum)',
  // CSR attributes (RFC 2985).
  '1.2.840.113549.1.9.7': 'Challenge Password',
  '1.2.840.113549.1.9.14': 'Extension Request',
  '1.2.840.113549.1.9.2': 'Unstructured Name',
  // Encryption of keys (RFC 8018, RFC 7292).
  '1.2.840.113549.1.5.13': 'PBES2',
  '1.2.840.113549.1.5.12': 'PBKDF2',
  '1.2.840.113549.2.7': 'HMAC-SHA1',
  '1.2.840.113549.2.9': 'HMAC-SHA256',
  '1.2.840.113549.2.10': 'HMAC-SHA384',
  '1.2.840.113549.2.11': 'HMAC-SHA512',
  '2.16.840.1.101.3.4.1.2': 'AES-128-CBC',
  '2.16.840.1.101.3.4.1.22': 'AES-192-CBC',
  '2.16.840.1.101.3.4.1.42': 'AES-256-CBC',
  '1.2.840.113549.3.7': 'DES-EDE3-CBC',
  '1.2.840.113549.1.12.1.3': 'pbeWithSHAAnd3-KeyTripleDES-CBC',
  '1.2.840.113549.1.12.1.6': 'pbeWithSHAAnd40BitRC2-CBC',
  '1.3.6.1.4.1.11591.4.11': 'scrypt',
};

/** Key sizes in bits of the named curves and of the RFC 8410 algorithms. */
export const CURVE_BITS: Record<string, number> = {
  '1.2.840.10045.3.1.7': 256,
  '1.3.132.0.34': 384,
  '1.3.132.0.35': 521,
  '1.3.132.0.10': 256,
  '1.2.840.10045.3.1.1': 192,
  '1.3.132.0.33': 224,
  '1.3.36.3.3.2.8.1.1.7': 256,
  '1.3.36.3.3.2.8.1.1.11': 384,
  '1.3.36.3.3.2.8.1.1.13': 512,
  '1.3.101.110': 253,
  '1.3.101.111': 448,
  '1.3.101.112': 256,
  '1.3.101.113': 456,
};

/**
 * A readable name for an OID.
 *
 * @param oid - dotted decimal OID.
 * @returns "Name (oid)" when the name is known, else the OID itself.
 */
export function oidName(oid: string): string {
  const name = OID_NAMES[oid];
  return name ? `${name} (${oid})` : oid;
}

/**
 * The short name of an OID, or the OID when none is known.
 *
 * @param oid - dotted decimal OID.
 * @returns e.g. `CN` for 2.5.4.3.
 */
export function oidShort(oid: string): string {
  return OID_NAMES[oid] ?? oid;
}
