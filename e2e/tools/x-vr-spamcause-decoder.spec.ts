import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Stack Overflow question 41507130: the header asked about and its published decoding.
const VALUE = 'gggruggvucftvghtrhhoucdtuddrfeelgedrvdduucetufdoteggodetrfdotffvucfrrhhofhhilhgvmecuqfggjfenuceurghilhhouhhtmecufedttdenucgohfhorhgsihguuggvnhfjughrucdlhedttddm';
const TEXT = 'Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH; Bailout: 300; ^ForbiddenHdr (500)';

test('x-vr-spamcause-decoder: decodes the header as you type and splits it into parts; names a bad letter; state survives a reload', async ({ page }) => {
  const input = page.getByRole('textbox', { name: 'X-VR-SPAMCAUSE header or value' });
  const output = page.getByRole('textbox', { name: 'Decoded text', exact: true });

  await test.step('decodes a header line', async () => {
    await openTool(page, '/x-vr-spamcause-decoder');
    await input.fill(`Subject: test\nX-OVH-SPAMCAUSE: ${VALUE}`);
    await expect(output).toHaveValue(TEXT);
    const rows = page.getByRole('table', { name: 'Parts' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(2)).toContainText('Bailout');
    await expect(rows.nth(3)).toContainText('^ForbiddenHdr');
    await expect(rows.nth(3)).toContainText('500');
  });

  await test.step('names a character that is not a letter', async () => {
    await input.fill('gggr1ggv');
    await expect(input).toHaveAccessibleDescription(/"1" at position 5 is not a lowercase letter/);
    await expect(input).toHaveValue('gggr1ggv');
  });

  await test.step('state survives a reload', async () => {
    await input.fill('gggruggvucftvghtrhho');
    await expect(output).toHaveValue('Vade Retro');
    await expect.poll(() => savedState(page, 'x-vr-spamcause-decoder'), { intervals: STORAGE_POLL }).toContain('gggruggvucftvghtrhho');
    await reopenTool(page);
    await expect(output).toHaveValue('Vade Retro');
  });
});
