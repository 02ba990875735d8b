// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-load';
import { OfflineReadyNotice } from './OfflineReadyNotice';
import { PwaStatus } from './PwaStatus';

const TEXT = 'Handy Tools is ready to work offline.';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineReadyNotice', () => {
  it('says the app works offline and closes with its dismiss button', () => {
    const onDismiss = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <OfflineReadyNotice onDismiss={onDismiss} autoHideMs={0} />
      </I18nProvider>,
    );
    expect(screen.getByText(TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hides itself after autoHideMs, but not while focus is inside it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <OfflineReadyNotice onDismiss={onDismiss} autoHideMs={1000} />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss' });
    act(() => {
      fireEvent.focus(button);
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      fireEvent.blur(button);
    });
    act(() => vi.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('PwaStatus', () => {
  it('registers no service worker outside production builds and shows no notice', async () => {
    vi.useFakeTimers();
    const register = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    render(
      <I18nProvider i18n={i18n}>
        <PwaStatus />
      </I18nProvider>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    await vi.dynamicImportSettled();
    // Neither a registration nor an attempt to load the registration chunk (whose
    // `virtual:pwa-register` does not exist here and would warn).
    expect(register).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    const region = screen.getByTestId('pwa-status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.hasAttribute('data-sw-registered')).toBe(false);
    expect(screen.queryByText(TEXT)).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

describe('afterPageLoad', () => {
  it('waits for the load event, then the delay', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    afterPageLoad(callback, 500);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('counts the delay from now when the page has already loaded, and can be cancelled', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const first = vi.fn();
    afterPageLoad(first, 200);
    vi.advanceTimersByTime(200);
    expect(first).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    const cancel = afterPageLoad(second, 200);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(second).not.toHaveBeenCalled();
    readyState.mockRestore();
  });

  it('can be cancelled before the load event', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = vi.fn();
    const cancel = afterPageLoad(callback, 100);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
  });
});
