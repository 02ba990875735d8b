// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LargeTextOutput } from './LargeTextOutput.js';
import { UiProvider } from './Tooltip.js';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}><UiProvider>{node}</UiProvider></I18nProvider>);

describe('LargeTextOutput', () => {
  it('shows a small output whole, copyable, with a download', () => {
    wrap(<LargeTextOutput label="YAML" value={'a: 1\n'} fileName="data.yaml" />);
    expect((screen.getByLabelText('YAML') as HTMLTextAreaElement).value).toBe('a: 1\n');
    expect(screen.queryByText(/Only the first/)).toBeNull();
    expect(screen.getByRole('button', { name: /Download data\.yaml/ })).toBeTruthy();
  });

  it('shows only the beginning of a huge output, says so, and downloads all of it', () => {
    const value = 'x'.repeat(2500);
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:test'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    wrap(<LargeTextOutput label="Out" value={value} fileName="out.txt" maxShown={1000} />);
    expect((screen.getByLabelText('Out') as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText(/Only the first 1 KB of 0\.0 MB are shown here/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Download out\.txt/ }));
    expect(created[0]?.size).toBe(2500);
  });
});
