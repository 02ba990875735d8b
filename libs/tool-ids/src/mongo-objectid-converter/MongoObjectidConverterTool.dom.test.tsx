// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MongoObjectidConverterTool from './MongoObjectidConverterTool.js';

// MongoDB manual: ObjectId("507f1f77bcf86cd799439011") was made at 2012-10-17T21:13:27Z, which
// is 17:13:27 EDT (−04:00) in New York (IANA tz rules).
const originalTz = process.env['TZ'];
beforeEach(() => {
  process.env['TZ'] = 'America/New_York';
});
afterEach(() => {
  if (originalTz === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalTz;
});

const tool = (
  <I18nProvider i18n={i18n}>
    <MongoObjectidConverterTool />
  </I18nProvider>
);

function renderTool() {
  render(tool);
}

const output = (label: string) => screen.getByLabelText(label, { selector: 'output' }).textContent;

describe('MongoDB ObjectId converter: local time, date picker and mongosh command', () => {
  it('shows the ObjectId\'s time in UTC and in the visitor\'s time zone', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('ObjectId'), { target: { value: '507f1f77bcf86cd799439011' } });
    expect(output('Timestamp (ISO 8601)')).toBe('2012-10-17T21:13:27.000Z');
    expect(output('Timestamp (local time)')).toBe('2012-10-17T17:13:27-04:00');
    expect(output('Find this ObjectId')).toBe('db.collection.find({ _id: ObjectId("507f1f77bcf86cd799439011") })');
  });

  it('hydrates the page prerendered in another time zone without a mismatch, then names the visitor\'s zone', async () => {
    // The build prerenders in its own zone; a visitor in Tokyo hydrates that HTML.
    process.env['TZ'] = 'UTC';
    const container = document.createElement('div');
    container.innerHTML = renderToString(tool);
    document.body.appendChild(container);
    process.env['TZ'] = 'Asia/Tokyo';
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, tool, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(container.textContent).toContain('In your time zone (Asia/Tokyo); it fills the date above.');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('builds the ObjectId and the query from a picked local date and time', () => {
    renderTool();
    const picker = screen.getByLabelText('Pick a date and time') as HTMLInputElement;
    expect(picker.type).toBe('datetime-local');
    fireEvent.change(picker, { target: { value: '2012-10-17T17:13:27' } });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2012-10-17T17:13:27-04:00');
    expect(output('ObjectId (zero, for range queries)')).toBe('507f1f770000000000000000');
    expect(output('Find documents created since the date')).toBe('db.collection.find({ _id: { $gte: ObjectId("507f1f770000000000000000") } })');

    // The picker follows the date field, in local time.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2024-01-01T00:00:00Z' } });
    // (the browser normalises the value, dropping zero seconds: WHATWG HTML "valid normalized local date and time string")
    expect(picker.value).toBe('2023-12-31T19:00');

    const collection = screen.getByLabelText('Collection');
    fireEvent.change(collection, { target: { value: 'order-items' } });
    expect(output('Find documents created since the date')).toBe('db.getCollection("order-items").find({ _id: { $gte: ObjectId("659200800000000000000000") } })');
    fireEvent.change(collection, { target: { value: 'price$usd' } });
    expect(screen.getByRole('alert').textContent).toBe('A collection name cannot hold "$" (position 6).');
    expect(screen.queryByLabelText('Find documents created since the date')).toBeNull();
    expect((collection as HTMLInputElement).value).toBe('price$usd');
  });
});
