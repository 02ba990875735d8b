// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_DELAY_MS, OUTBOUND_LINK_EVENT } from './plausible';
import { trackOutboundLinks } from './start';

interface HappyDOM {
  setURL(url: string): void;
  settings: { navigation: { disableMainFrameNavigation: boolean; disableChildPageNavigation: boolean; disableFallbackToSetURL: boolean } };
}
const happyDOM = () => (window as unknown as { happyDOM: HappyDOM }).happyDOM;
function setNavigation(disabled: boolean) {
  happyDOM().settings.navigation.disableMainFrameNavigation = disabled;
  happyDOM().settings.navigation.disableChildPageNavigation = disabled;
  happyDOM().settings.navigation.disableFallbackToSetURL = disabled;
}

describe('trackOutboundLinks', () => {
  let stop: () => void;
  let originalUrl: string;
  const plausible = { trackPageview: vi.fn(), trackEvent: vi.fn() };
  const navigate = vi.fn();

  beforeEach(() => {
    // happy-dom follows links on its own (fetching the page): keep it on a fixed page.
    originalUrl = location.href;
    setNavigation(true);
    happyDOM().setURL('https://tools.example.org/');
    vi.useFakeTimers();
    document.body.innerHTML = `
      <a id="out" href="https://github.com/handy-tools/handy-tools"><span>follow</span></a>
      <a id="blank" href="https://github.com/sponsors/handy-tools" target="_blank">sponsor</a>
      <a id="in" href="/json-prettify">inside</a>`;
    stop = trackOutboundLinks(document, plausible, navigate);
    // Runs after the document's listeners: remember what they decided, then cancel the click.
    window.addEventListener('click', keepHere);
    window.addEventListener('auxclick', keepHere);
  });

  const prevented = new WeakMap<Event, boolean>();
  function keepHere(event: Event) {
    prevented.set(event, event.defaultPrevented);
    event.preventDefault();
  }

  afterEach(() => {
    stop();
    window.removeEventListener('click', keepHere);
    window.removeEventListener('auxclick', keepHere);
    vi.useRealTimers();
    plausible.trackEvent.mockReset();
    navigate.mockReset();
    document.body.innerHTML = '';
    happyDOM().setURL(originalUrl);
    setNavigation(false);
  });

  const clickOn = (selector: string, init: MouseEventInit = {}, type = 'click') => {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)!.dispatchEvent(event);
    return { defaultPrevented: prevented.get(event) };
  };

  it('a plain click on an outbound link sends the event and navigates 150 ms later', () => {
    const event = clickOn('#out span');
    expect(plausible.trackEvent).toHaveBeenCalledWith(OUTBOUND_LINK_EVENT, { url: 'https://github.com/handy-tools/handy-tools' });
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(OUTBOUND_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('https://github.com/handy-tools/handy-tools');
  });

  it('target=_blank and modified clicks send the event without delaying the browser', () => {
    expect(clickOn('#blank').defaultPrevented).toBe(false);
    expect(clickOn('#out', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clickOn('#out', { button: 1 }, 'auxclick').defaultPrevented).toBe(false);
    expect(plausible.trackEvent).toHaveBeenCalledTimes(3);
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links inside the site send nothing', () => {
    expect(clickOn('#in').defaultPrevented).toBe(false);
    expect(plausible.trackEvent).not.toHaveBeenCalled();
  });
});
