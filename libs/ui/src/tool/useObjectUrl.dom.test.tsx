// @vitest-environment happy-dom
import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl, useObjectUrls } from './useObjectUrl.js';

afterEach(() => vi.restoreAllMocks());

/** Records, for each URL revoked, the `src` the image showed at that moment. */
function spyOnUrls() {
  let n = 0;
  const revokedWhileShown: string[] = [];
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
    if (document.querySelector('img')?.getAttribute('src') === url) revokedWhileShown.push(url);
  });
  return { revoked, revokedWhileShown };
}

function Preview({ blob }: { blob: Blob | null }) {
  const url = useObjectUrl(blob);
  return url ? <img src={url} alt="preview" /> : <p>none</p>;
}

describe('useObjectUrl', () => {
  it('gives the URL on the first render, and revokes the old one only once the image shows the new one', () => {
    const { revoked, revokedWhileShown } = spyOnUrls();
    const { container, rerender, unmount } = render(<Preview blob={new Blob(['a'])} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:test/1');
    rerender(<Preview blob={new Blob(['b'])} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:test/2');
    rerender(<Preview blob={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
    expect(revokedWhileShown).toEqual([]);
    unmount();
  });

  it('keeps the URL while the blob stays the same, and revokes it when the component goes', () => {
    const { revoked } = spyOnUrls();
    const blob = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ b }) => useObjectUrl(b), { initialProps: { b: blob as Blob | null } });
    const first = result.current;
    rerender({ b: blob });
    expect(result.current).toBe(first);
    unmount();
    expect(revoked).toEqual([first]);
  });
});

describe('useObjectUrls', () => {
  it('one URL per blob, all revoked when the list changes', () => {
    const { revoked } = spyOnUrls();
    const { result, rerender } = renderHook(({ blobs }) => useObjectUrls(blobs), {
      initialProps: { blobs: [new Blob(['a']), new Blob(['b'])] },
    });
    expect(result.current).toEqual(['blob:test/1', 'blob:test/2']);
    rerender({ blobs: [new Blob(['c'])] });
    expect(result.current).toEqual(['blob:test/3']);
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });
});
