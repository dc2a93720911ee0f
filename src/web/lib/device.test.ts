import { describe, expect, it } from 'vitest';
import { isIos, PHONE_QUERY, screenOf } from './device';
import { matchesScreen, WIDE_SCREEN } from './media-query';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

describe('isIos', () => {
  it('knows an iPhone, an iPad that presents itself as a Mac, and Chrome on iOS', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: CHROME_IOS, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out a real Mac and Android', () => {
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('the screen the server draws a member page for', () => {
  const DESKTOP =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const ANDROID_TABLET =
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('guesses a phone, a tablet or a wide screen from the user agent', () => {
    expect(screenOf(IPHONE)).toMatchObject({ coarse: true, ios: true });
    expect(screenOf(ANDROID)).toMatchObject({ coarse: true, ios: false });
    expect(screenOf(ANDROID_TABLET).width).toBeGreaterThanOrEqual(640);
    expect(screenOf(DESKTOP)).toEqual(WIDE_SCREEN);
  });

  it("answers the app's media queries for it as a browser with that screen would", () => {
    const phone = screenOf(ANDROID);
    const tablet = screenOf(ANDROID_TABLET);
    expect(matchesScreen(PHONE_QUERY, phone)).toBe(true);
    expect(matchesScreen(PHONE_QUERY, tablet)).toBe(true); // a finger
    expect(matchesScreen(PHONE_QUERY, WIDE_SCREEN)).toBe(false);
    expect(matchesScreen('(min-width: 64rem)', phone)).toBe(false);
    expect(matchesScreen('(min-width: 64rem)', tablet)).toBe(false);
    expect(matchesScreen('(min-width: 64rem)', WIDE_SCREEN)).toBe(true);
    expect(matchesScreen('(max-width: 639.98px)', phone)).toBe(true);
    expect(matchesScreen('(min-width: 640px)', tablet)).toBe(true);
    expect(() => matchesScreen('(orientation: portrait)', phone)).toThrow(/not understood/);
  });
});
