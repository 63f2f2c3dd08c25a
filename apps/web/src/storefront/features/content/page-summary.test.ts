import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

describe('pageSummary', () => {
  it('takes the first paragraph as plain text', () => {
    expect(
      pageSummary('<h2>Intro</h2><p>We ship <strong>fast</strong> &amp; free.</p><p>More</p>'),
    ).toBe('We ship fast & free.');
  });

  it('cuts a long paragraph at a word, with an ellipsis', () => {
    const summary = pageSummary(`<p>${'word '.repeat(60)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });

  it('works for Arabic and for content without paragraphs', () => {
    expect(pageSummary('<p dir="rtl">نوصل إلى جميع مناطق المملكة.</p>')).toBe(
      'نوصل إلى جميع مناطق المملكة.',
    );
    expect(pageSummary('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(pageSummary('')).toBe('');
  });
});
