import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('punycode-converter: converts a Unicode domain to ASCII and back, label by label; names the invalid label and why; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('converts a Unicode domain to ASCII and back, label by label', async () => {
    await openTool(page, '/punycode-converter');
    const domain = page.getByLabel('Domain name', { exact: true });
    const ascii = page.getByLabel('ASCII (Punycode)', { exact: true });
    const unicode = page.getByLabel('Unicode', { exact: true });
    await domain.fill('www.MÜNCHEN.de');
    await expect(ascii).toHaveValue('www.xn--mnchen-3ya.de');
    await expect(unicode).toHaveValue('www.münchen.de');
    const labels = page.getByRole('table', { name: 'Labels' });
    await expect(labels.getByRole('row', { name: /MÜNCHEN/ })).toContainText('xn--mnchen-3ya');
    await domain.fill('xn--bcher-kva.example');
    await expect(unicode).toHaveValue('bücher.example');
    // RFC 3492 §7.1 sample (B), Chinese (simplified).
    await domain.fill('他们为什么不说中文');
    await expect(ascii).toHaveValue('xn--ihqwcrb4cv8a8dqg056pqjye');
  });

  await test.step('names the invalid label and why', async () => {
    await openTool(page, '/punycode-converter');
    const domain = page.getByLabel('Domain name', { exact: true });
    await domain.fill('-abc.example');
    await expect(domain).toHaveAccessibleDescription(/Label "-abc" starts or ends with "-"/);
    await expect(page.getByLabel('ASCII (Punycode)', { exact: true })).toHaveValue('');
    await domain.fill('ok.xn--a.de');
    await expect(domain).toHaveAccessibleDescription(/Label "xn--a" is not a valid A-label/);
    await expect(page.getByRole('table', { name: 'Labels' }).getByRole('row', { name: /^ok/ })).toContainText('Valid');
    await expect(domain).toHaveValue('ok.xn--a.de');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/punycode-converter');
    const std3 = page.getByLabel('Host name characters only (UseSTD3ASCIIRules)');
    await std3.uncheck();
    const domain = page.getByLabel('Domain name', { exact: true });
    // bücher is xn--bcher-kva (the classic IDN example); "_" passes once STD3 rules are off.
    await domain.fill('_dmarc.bücher.example');
    await expect(page.getByLabel('ASCII (Punycode)', { exact: true })).toHaveValue('_dmarc.xn--bcher-kva.example');
    await expect.poll(() => new URL(page.url()).searchParams.get('useSTD3ASCIIRules')).toBe('false');
    await expect.poll(() => savedState(page, 'punycode-converter'), { intervals: STORAGE_POLL }).toContain('bücher');

    await reopenTool(page);
    await expect(domain).toHaveValue('_dmarc.bücher.example');
    await expect(std3).not.toBeChecked();
    await expect(page.getByLabel('ASCII (Punycode)', { exact: true })).toHaveValue('_dmarc.xn--bcher-kva.example');
  });
});
