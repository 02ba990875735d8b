// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeZonePicker } from './TimeZonePicker.js';

function Picker({ at }: { at?: number }) {
  const [zone, setZone] = useState('Europe/Paris');
  return (
    <I18nProvider i18n={i18n}>
      <TimeZonePicker label="Zone" value={zone} onChange={setZone} allowLocal at={at} />
      <output aria-label="chosen">{zone}</output>
    </I18nProvider>
  );
}

function PickerWithExtras({ initial, allowLocal }: { initial: string; allowLocal?: boolean }) {
  const [zone, setZone] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <TimeZonePicker label="Zone" value={zone} onChange={setZone} allowLocal={allowLocal} extra={[{ label: 'Floating', value: 'floating' }]} />
      <output aria-label="chosen">{zone}</output>
    </I18nProvider>
  );
}

const option = (value: string) => (screen.getByLabelText('Zone') as HTMLSelectElement).querySelector(`option[value="${value}"]`)?.textContent;

describe('TimeZonePicker', () => {
  it('lists every zone with its countries, then its offset at the instant (EU summer time: Paris UTC+02:00)', async () => {
    render(<Picker at={Date.UTC(2024, 6, 1, 12)} />);
    expect(option('Asia/Tokyo')).toContain('Japan');
    await waitFor(() => expect(option('Europe/Paris')).toMatch(/^Europe\/Paris \(UTC\+02:00\) — France/));
    expect(option('Asia/Kathmandu')).toContain('(UTC+05:45)');
    expect(option('')).toMatch(/^Local time zone/);
  });

  it('finds a zone by country and picks it', () => {
    render(<Picker />);
    fireEvent.change(screen.getByLabelText('Filter options'), { target: { value: 'Japan' } });
    const select = screen.getByLabelText('Zone') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toContain('Asia/Tokyo');
    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } });
    expect(screen.getByLabelText('chosen').textContent).toBe('Asia/Tokyo');
  });

  it('lists extra entries after "Local time zone" and before the zones, once, and picks them', () => {
    render(<PickerWithExtras initial="floating" allowLocal />);
    const select = screen.getByLabelText('Zone') as HTMLSelectElement;
    const values = [...select.options].map((o) => o.value);
    expect(values.slice(0, 3)).toEqual(['', 'floating', 'UTC']);
    expect(values.filter((v) => v === 'floating')).toHaveLength(1);
    expect(select.value).toBe('floating');
    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } });
    expect(screen.getByLabelText('chosen').textContent).toBe('Asia/Tokyo');
    fireEvent.change(select, { target: { value: 'floating' } });
    expect(screen.getByLabelText('chosen').textContent).toBe('floating');
  });

  it('without allowLocal, offers no local entry', () => {
    render(<PickerWithExtras initial="Europe/Paris" />);
    const values = [...(screen.getByLabelText('Zone') as HTMLSelectElement).options].map((o) => o.value);
    expect(values).not.toContain('');
    expect(values[0]).toBe('floating');
  });
});
