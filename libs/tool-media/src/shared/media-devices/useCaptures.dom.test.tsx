// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCaptures, type CaptureList } from './useCaptures.js';

afterEach(() => vi.restoreAllMocks());

let list: CaptureList;
function Gallery() {
  const captures = useCaptures();
  useEffect(() => {
    list = captures;
  });
  return (
    <ul>
      {captures.captures.map((c) => (
        <li key={c.id}>
          <img src={c.url} alt={`capture ${c.id}`} />
        </li>
      ))}
    </ul>
  );
}

const snapshot = (url: string) => ({
  kind: 'snapshot' as const,
  blob: new Blob([url]),
  url,
  mimeType: 'image/png',
  createdAt: new Date(0),
});

describe('useCaptures', () => {
  it('revokes a deleted capture only once no image shows it, and the rest when the tool goes', () => {
    const revoked: string[] = [];
    const revokedWhileShown: string[] = [];
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
      revoked.push(url);
      if (document.querySelector(`img[src="${url}"]`)) revokedWhileShown.push(url);
    });
    const { container, unmount } = render(<Gallery />);
    act(() => list.add(snapshot('blob:test/a')));
    act(() => list.add(snapshot('blob:test/b')));
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['blob:test/b', 'blob:test/a']);
    expect(list.captures.map((c) => c.id)).toEqual([2, 1]);

    act(() => list.remove(1));
    expect(revoked).toEqual(['blob:test/a']);
    act(() => list.remove(99));
    expect(revoked).toEqual(['blob:test/a']);

    unmount();
    expect(revoked).toEqual(['blob:test/a', 'blob:test/b']);
    expect(revokedWhileShown).toEqual([]);
  });
});
