import { expect, test } from '../fixtures';
import { leaveTool, openTool } from '../support/tool-page';
import type { Page } from '@playwright/test';

/** Keeps every stream getUserMedia hands out (to check its tracks end), or makes it fail with `failWith`. */
async function watchGetUserMedia(page: Page, failWith?: 'NotAllowedError' | 'NotFoundError') {
  await page.evaluate((name) => {
    const media = navigator.mediaDevices;
    const w = window as unknown as { __htStreams: MediaStream[]; __htConstraints: MediaStreamConstraints[] };
    w.__htStreams = [];
    w.__htConstraints = [];
    const original = MediaDevices.prototype.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      if (name) throw new DOMException('test', name);
      w.__htConstraints.push(constraints ?? {});
      const stream = await original(constraints);
      w.__htStreams.push(stream);
      return stream;
    };
  }, failWith);
}
const restoreGetUserMedia = (page: Page) => page.evaluate(() => delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia);
const dbfs = (text: string) => (text.startsWith('-∞') ? -Infinity : Number.parseFloat(text));

test('mic-tester: the fake microphone’s beep moves the meter; a 1 s recording plays back; leaving stops the track; denial and no microphone explained; processing switches reach getUserMedia', async ({ page }) => {
  test.setTimeout(60_000);

  await test.step('meter moves with the fake beep, and a 1 s recording plays back', async () => {
    await openTool(page, '/mic-tester?echoCancellation=false');
    await watchGetUserMedia(page);
    await expect(page.getByLabel('Peak level')).toHaveText('-∞ dBFS');
    await page.getByRole('button', { name: 'Start microphone' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Listening/ })).toBeVisible();
    // The echo cancellation switch reached getUserMedia.
    expect(await page.evaluate(() => (window as unknown as { __htConstraints: { audio: MediaTrackConstraints }[] }).__htConstraints[0]!.audio.echoCancellation)).toBe(false);
    // Chromium's fake microphone beeps: the peak rises well above the meter's floor.
    await expect.poll(async () => dbfs((await page.getByLabel('Highest peak').textContent()) ?? '')).toBeGreaterThan(-40);

    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByLabel('Elapsed time')).toHaveText('0:01');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const audio = page.getByLabel(/^Recording microphone-.*\.(webm|ogg|m4a)$/);
    await expect(audio).toBeVisible();
    await expect(page.getByLabel(/^Size of microphone-/)).toHaveText(/^0:0[1-9]\.\d · [\d.,]+ (bytes|kB) · audio\//);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
  });

  await test.step('leaving the page stops the microphone', async () => {
    await leaveTool(page);
    const states = await page.evaluate(() => (window as unknown as { __htStreams: MediaStream[] }).__htStreams.flatMap((s) => s.getTracks().map((t) => t.readyState)));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s === 'ended')).toBe(true);
    await restoreGetUserMedia(page);
  });

  await test.step('denied access and a missing microphone are explained', async () => {
    await openTool(page, '/mic-tester');
    await watchGetUserMedia(page, 'NotAllowedError');
    await page.getByRole('button', { name: 'Start microphone' }).click();
    await expect(page.getByRole('alert')).toContainText('Access to the microphone was denied');
    await watchGetUserMedia(page, 'NotFoundError');
    await page.getByRole('button', { name: 'Start microphone' }).click();
    await expect(page.getByRole('alert')).toContainText('No microphone was found');
    await restoreGetUserMedia(page);
  });

  await test.step('loop-back is off by default, with a feedback warning when on; options come from the link', async () => {
    await expect(page.getByLabel('Loop-back: play the microphone through the speakers')).not.toBeChecked();
    await expect(page.getByText('Use headphones')).toHaveCount(0);
    await openTool(page, '/mic-tester?loopback=true&delay=0.5&reference=plain');
    await expect(page.getByLabel('Loop-back: play the microphone through the speakers')).toBeChecked();
    await expect(page.getByText(/Use headphones/)).toBeVisible();
    await expect(page.getByLabel('Microphone settings')).toContainText('loop-back after 0.5 s · plain RMS');
  });
});
