import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferred-language.ts';

describe('the language an unprefixed address opens in', () => {
  it('is the saved choice first', () => {
    expect(preferredLanguage({ cookie: 'a=1; lang=en', 'accept-language': 'ar-SA' })).toBe('en');
    expect(preferredLanguage({ cookie: 'lang=ar', 'accept-language': 'en-US' })).toBe('ar');
  });

  it("then the first of Arabic and English in the browser's order of preference", () => {
    expect(preferredLanguage({ 'accept-language': 'fr-FR, en;q=0.8, ar;q=0.5' })).toBe('en');
    expect(preferredLanguage({ 'accept-language': 'en;q=0.4, ar-EG;q=0.9' })).toBe('ar');
    expect(preferredLanguage({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(preferredLanguage({ 'accept-language': 'en;q=0, ar;q=0.1' })).toBe('ar');
  });

  it('else Arabic, also for an unknown saved value', () => {
    expect(preferredLanguage({})).toBe('ar');
    expect(preferredLanguage({ cookie: 'lang=fr', 'accept-language': 'de' })).toBe('ar');
    expect(preferredLanguage({ cookie: 'xlang=en' })).toBe('ar');
  });
});
