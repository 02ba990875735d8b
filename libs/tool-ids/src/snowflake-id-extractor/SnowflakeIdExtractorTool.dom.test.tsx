// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SnowflakeIdExtractorTool from './SnowflakeIdExtractorTool.js';

const originalTz = process.env['TZ'];
afterEach(() => {
  if (originalTz === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalTz;
});

describe('Snowflake ID extractor: local time', () => {
  it('shows the Discord documentation example in UTC and in the visitor\'s time zone', () => {
    // Discord API reference: 175928847299117063 is 2016-04-30 11:18:25.796 UTC; in Kolkata, IST (+05:30).
    process.env['TZ'] = 'Asia/Kolkata';
    render(
      <I18nProvider i18n={i18n}>
        <SnowflakeIdExtractorTool />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discord' }));
    fireEvent.change(screen.getByLabelText('Snowflake ID'), { target: { value: '175928847299117063' } });
    expect(screen.getByLabelText('Timestamp (ISO 8601)', { selector: 'output' }).textContent).toBe('2016-04-30T11:18:25.796Z');
    expect(screen.getByLabelText('Timestamp (local time)', { selector: 'output' }).textContent).toBe('2016-04-30T16:48:25.796+05:30');
  });
});
