// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';
import { Collapse } from './Collapse.js';
import { isExternalUrl, Link } from './Link.js';
import { Modal, ModalValue, useModal } from './Modal.js';
import { UiProvider } from './Tooltip.js';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}><UiProvider>{node}</UiProvider></I18nProvider>);

describe('Collapse', () => {
  it('starts collapsed and toggles on a click of its header', () => {
    wrap(<Collapse title="Details">Hidden text</Collapse>);
    const header = screen.getByRole('button', { name: 'Details' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Hidden text')).toBeNull();
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Hidden text')).toBeTruthy();
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Link', () => {
  it('opens links to another origin in a new tab with noopener noreferrer', () => {
    wrap(
      <>
        <Link href="https://example.org/x">out</Link>
        <Link href="/json-prettify">in</Link>
      </>,
    );
    const out = screen.getByRole('link', { name: 'out' });
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'in' }).getAttribute('target')).toBeNull();
  });

  it('classifies URLs', () => {
    expect(isExternalUrl('https://example.org', 'http://localhost:4173')).toBe(true);
    expect(isExternalUrl('/about', 'http://localhost:4173')).toBe(false);
    expect(isExternalUrl('http://localhost:4173/a', 'http://localhost:4173')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c', 'http://localhost:4173')).toBe(false);
  });
});

function ModalHarness() {
  const modal = useModal();
  return (
    <>
      <Button onClick={modal.open}>Open</Button>
      <Button onClick={modal.toggle}>Toggle</Button>
      <Modal title="Settings" open={modal.isOpen} onOpenChange={modal.setOpen}>
        <Button onClick={modal.close}>Done</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens, closes, toggles, and is a named dialog', () => {
    wrap(<ModalHarness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ModalValue shows the value with a Copy button that then reads "Copied!"', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (s: string) => void written.push(s) }, configurable: true });
    wrap(<ModalValue label="Show token" value="abc123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show token' }));
    expect(screen.getByRole('dialog', { name: 'Show token' }).textContent).toContain('abc123');
    const copy = screen.getByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(written).toEqual(['abc123']);
    expect(screen.getByRole('dialog').textContent).toContain('Copied!');
  });
});
