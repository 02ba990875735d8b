import { createPublicKey, verify } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// jwt.io's reference token: {"alg":"HS256","typ":"JWT"} . {"sub":"1234567890","name":"John Doe","iat":1516239022}
// signed with the text secret "your-256-bit-secret".
const JWT_IO_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

test('jwt-generator: HS256 gives the jwt.io reference token; ES256 and ES256K (JWK) with generated key pairs verify; bad JSON shows line and column, a bad key a message; algorithm and claims survive a reload and travel in the URL, the secret never does', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('HS256 gives the jwt.io reference token; ES256 and ES256K (JWK) with generated key pairs verify', async () => {
    await openTool(page, '/jwt-generator');
    await page.getByLabel('Secret', { exact: true }).fill('your-256-bit-secret');
    const jwt = page.getByLabel('JWT', { exact: true });
    await expect(jwt).toHaveValue(JWT_IO_TOKEN);
    await expect(page.getByText('RFC 7518 §3.2 requires at least 256 bits')).toBeVisible(); // 152-bit secret
    // Edit an existing token: the editors are filled from it.
    await page
      .getByLabel('Edit an existing token (optional)')
      .fill(JWT_IO_TOKEN.replace('eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ', 'eyJzdWIiOiJib2IifQ'));
    await expect(page.getByLabel('Payload', { exact: true })).toHaveValue('{\n  "sub": "bob"\n}');

    await page.getByLabel('Algorithm').selectOption('ES256');
    await expect(page.getByLabel('Header', { exact: true })).toHaveValue('{\n  "alg": "ES256",\n  "typ": "JWT"\n}');
    await page.getByRole('button', { name: 'Generate a key pair' }).click();
    await expect(page.getByLabel('Signing status')).toHaveText('Signed with ES256.');
    const token = await jwt.inputValue();
    const publicKey = await page.getByLabel('Public key (PEM), to verify').inputValue();
    const { payload, protectedHeader } = await jwtVerify(token, await importSPKI(publicKey, 'ES256'));
    expect(payload).toEqual({ sub: 'bob' });
    expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'JWT' });

    // ES256K (RFC 8812: ECDSA on secp256k1, which WebCrypto and jose lack), keys shown as JWK:
    // OpenSSL (node:crypto) verifies the R ‖ S signature with the public JWK.
    await page.getByLabel('Algorithm').selectOption('ES256K');
    await page.getByRole('button', { name: 'JWK', exact: true }).click();
    await page.getByRole('button', { name: 'Generate a key pair' }).click();
    await expect(page.getByLabel('Signing status')).toHaveText('Signed with ES256K.');
    const jwk = JSON.parse(await page.getByLabel('Public key (JWK), to verify').inputValue()) as Record<string, string>;
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'secp256k1' });
    const [h, p, s] = (await jwt.inputValue()).split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'ES256K', typ: 'JWT' });
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
  });

  await test.step('bad JSON shows line and column, a bad key a message', async () => {
    await openTool(page, '/jwt-generator');
    await page.getByLabel('Payload', { exact: true }).fill('{"a": }');
    await expect(page.getByRole('alert')).toHaveText("Payload is not valid JSON: invalid character '}' at line 1, column 7.");
    await expect(page.getByLabel('Payload', { exact: true })).toHaveValue('{"a": }');
    await page.getByLabel('Payload', { exact: true }).fill('{"a": 1}');
    await page.getByLabel('Algorithm').selectOption('RS256');
    await page.getByLabel('Private key (PKCS#8 PEM or JWK)').fill('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    await expect(page.getByRole('alert')).toHaveText('This is a public key or certificate: signing needs the private key.');
    await expect(page.getByLabel('JWT', { exact: true })).toHaveValue('');
  });

  await test.step('algorithm and claims survive a reload and travel in the URL, the secret never does', async () => {
    await openTool(page, '/jwt-generator');
    await page.getByLabel('Algorithm').selectOption('HS512');
    await page.getByLabel('Payload', { exact: true }).fill('{ sub: "carol" }');
    await page.getByLabel('Secret', { exact: true }).fill('a-secret-that-must-not-be-stored');
    await expect(page.getByLabel('Signing status')).toHaveText('Signed with HS512.');
    await expect.poll(() => new URL(page.url()).searchParams.get('algorithm')).toBe('HS512');
    expect(page.url()).not.toContain('a-secret-that-must-not-be-stored');
    // The payload (an input) is remembered; the secret is not.
    await expect.poll(() => savedState(page, 'jwt-generator'), { intervals: STORAGE_POLL }).toContain('carol');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('a-secret-that-must-not-be-stored');
    await reopenTool(page);
    await expect(page.getByLabel('Algorithm')).toHaveValue('HS512');
    await expect(page.getByLabel('Payload', { exact: true })).toHaveValue('{ sub: "carol" }');
    await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('a-secret-that-must-not-be-stored');
  });
});
