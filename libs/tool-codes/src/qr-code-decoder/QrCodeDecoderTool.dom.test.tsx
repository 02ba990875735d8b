// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BarcodeReaderTool from '../barcode-reader/BarcodeReaderTool.js';
import QrCodeDecoderTool from './QrCodeDecoderTool.js';

const wrap = (node: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <UiProvider>{node}</UiProvider>
  </I18nProvider>
);

describe('QR code decoder and barcode reader pages', () => {
  it('prerender in Node: the drop zone, the camera button, no worker started', () => {
    for (const tool of [<QrCodeDecoderTool key="q" />, <BarcodeReaderTool key="b" />]) {
      const html = renderToString(wrap(tool));
      expect(html).toContain('Use the camera');
      expect(html).toContain('No image yet');
    }
  });

  it('shows a typed payload as fields', () => {
    render(wrap(<QrCodeDecoderTool />));
    fireEvent.change(screen.getByLabelText('QR code text', { selector: 'textarea' }), { target: { value: 'WIFI:T:WPA;S:Home;P:pa\\;ss;;' } });
    expect(screen.getByLabelText('Network name (SSID)', { selector: 'output' }).textContent).toBe('Home');
    expect(screen.getByLabelText('Password', { selector: 'output' }).textContent).toBe('pa;ss');
  });
});
