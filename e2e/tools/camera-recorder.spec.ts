import { expect, test } from '../fixtures';
import { leaveTool, openTool } from '../support/tool-page';
import type { Page } from '@playwright/test';

/** Keeps every stream getUserMedia hands out (to check its tracks end), or makes it fail with `failWith`. */
async function watchGetUserMedia(page: Page, failWith?: 'NotAllowedError' | 'NotFoundError') {
  await page.evaluate((name) => {
    const media = navigator.mediaDevices;
    const w = window as unknown as { __htStreams: MediaStream[] };
    w.__htStreams = [];
    const original = MediaDevices.prototype.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      if (name) throw new DOMException('test', name);
      const stream = await original(constraints);
      w.__htStreams.push(stream);
      return stream;
    };
  }, failWith);
}
const restoreGetUserMedia = (page: Page) => page.evaluate(() => delete (navigator.mediaDevices as { getUserMedia?: unknown }).getUserMedia);

test('camera-recorder: fake camera → snapshot and a 1 s recording that plays; leaving stops every track; denial and no camera explained; options in the link', async ({ page }) => {
  test.setTimeout(60_000);

  await test.step('snapshot and a 1 s recording from the fake camera', async () => {
    await openTool(page, '/camera-recorder');
    await watchGetUserMedia(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Live: \d+×\d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    const snapshot = page.getByRole('img', { name: /^Snapshot snapshot-.*\.png$/ });
    await expect(snapshot).toBeVisible();
    // The PNG decodes again: the browser gives it its natural size.
    await expect.poll(() => snapshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();

    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByLabel('Elapsed time')).toHaveText('0:01');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const recording = page.getByLabel(/^Recording video-.*\.webm$/);
    await expect(recording).toBeVisible();
    const size = page.getByLabel(/^Size of video-/);
    await expect(size).toHaveText(/^0:0[1-9]\.\d · [\d.,]+ (bytes|kB|MB) · video\/webm/);
    // It plays: the browser reads its metadata and has frames.
    await expect.poll(() => recording.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => recording.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  });

  await test.step('leaving the page stops every camera and microphone track', async () => {
    expect(await page.evaluate(() => (window as unknown as { __htStreams: MediaStream[] }).__htStreams.flatMap((s) => s.getTracks()).length)).toBeGreaterThan(0);
    await leaveTool(page);
    const states = await page.evaluate(() => (window as unknown as { __htStreams: MediaStream[] }).__htStreams.flatMap((s) => s.getTracks().map((t) => t.readyState)));
    expect(states.every((s) => s === 'ended')).toBe(true);
    await restoreGetUserMedia(page);
  });

  await test.step('denied access and a missing camera are explained', async () => {
    await openTool(page, '/camera-recorder');
    await watchGetUserMedia(page, 'NotAllowedError');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('Access to the camera was denied');
    await watchGetUserMedia(page, 'NotFoundError');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('No camera was found');
    await restoreGetUserMedia(page);
  });

  await test.step('options come from the link', async () => {
    await openTool(page, '/camera-recorder?resolution=720p&mirror=true&snapshotFormat=jpeg&quality=80');
    await expect(page.getByLabel('Resolution')).toHaveValue('720p');
    await expect(page.getByLabel('Recording settings')).toContainText('720p (1280×720) · mirrored preview · with sound');
    await expect(page.getByLabel('Recording settings')).toContainText('JPEG 80 %');
    await expect(page.getByLabel('Snapshot quality (%)')).toHaveValue('80');
  });
});
