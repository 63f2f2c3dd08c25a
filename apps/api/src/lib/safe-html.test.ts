import { describe, expect, it } from 'vitest';
import { toSafeHtml } from './safe-html.ts';

describe('toSafeHtml', () => {
  it('keeps what the editor makes: headings, emphasis, lists, quotes, rules, code', () => {
    const html =
      '<h2>Returns</h2><h3>Within 7 days</h3><h4>Note</h4>' +
      '<p>Text with <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s>.<br>Next line</p>' +
      '<ul><li><p>One</p></li></ul><ol><li>Two</li></ol>' +
      '<blockquote><p>Quoted</p></blockquote><hr><pre><code>code</code></pre>';
    // Void elements come back self-closed.
    expect(toSafeHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('drops scripts, styles and embedded frames together with their content', () => {
    expect(
      toSafeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style>' +
          '<iframe src="https://evil.example"><p>x</p></iframe><object>o</object><embed src="x">' +
          '<svg><script>alert(2)</script><circle/></svg><form><input name="q">f</form><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('drops every event handler, style and class attribute, and images', () => {
    expect(
      toSafeHtml(
        '<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p><img src=x onerror="alert(1)">',
      ),
    ).toBe('<p>Hi</p>');
    expect(toSafeHtml('<a href="/shop" onmouseover="alert(1)">Shop</a>')).toBe(
      '<a href="/shop">Shop</a>',
    );
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['entity encoded', '&#106;avascript:alert(1)'],
    ['hex entities', '&#x6A;&#x61;vascript:alert(1)'],
    ['with a tab inside', 'java\tscript:alert(1)'],
    ['leading spaces', '  javascript:alert(1)'],
    ['data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example/x'],
  ])('removes a %s link address', (_name, href) => {
    expect(toSafeHtml(`<p><a href="${href}">Click</a></p>`)).toBe('<p><a>Click</a></p>');
  });

  it('keeps web, mail, phone and relative links; external ones get rel="noopener noreferrer"', () => {
    expect(toSafeHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(toSafeHtml('<a href="HTTP://example.com">x</a>')).toBe(
      '<a href="HTTP://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(toSafeHtml('<a href="mailto:care@dukkan.sa" rel="x">m</a>')).toBe(
      '<a href="mailto:care@dukkan.sa">m</a>',
    );
    expect(toSafeHtml('<a href="tel:+966500000000">t</a>')).toBe(
      '<a href="tel:+966500000000">t</a>',
    );
    expect(toSafeHtml('<a href="/returns-policy#steps">r</a><a href="shop">s</a>')).toBe(
      '<a href="/returns-policy#steps">r</a><a href="shop">s</a>',
    );
    expect(toSafeHtml('<a href="x" target="_top">t</a>')).toBe('<a href="x">t</a>');
  });

  it('keeps a dir of rtl, ltr or auto and nothing else', () => {
    expect(toSafeHtml('<p dir="rtl">a</p><p dir="ltr">b</p><p dir="auto">c</p>')).toBe(
      '<p dir="rtl">a</p><p dir="ltr">b</p><p dir="auto">c</p>',
    );
    expect(toSafeHtml('<p dir="sideways">a</p>')).toBe('<p>a</p>');
  });

  it('unwraps unknown tags but keeps their text, and maps h1, h5, h6 to allowed levels', () => {
    expect(toSafeHtml('<div><span>Kept</span></div>')).toBe('Kept');
    expect(toSafeHtml('<h1>Top</h1><h5>Low</h5><h6>Lower</h6>')).toBe(
      '<h2>Top</h2><h4>Low</h4><h4>Lower</h4>',
    );
  });

  it('keeps Arabic text intact, entities and all', () => {
    const arabic =
      '<h2>سياسة الإرجاع</h2><p dir="rtl">يمكنك إرجاع المنتج خلال ٧ أيام &amp; مجانًا.</p>';
    expect(toSafeHtml(arabic)).toBe(arabic);
  });

  it('answers "" for content that shows nothing', () => {
    expect(toSafeHtml('')).toBe('');
    expect(toSafeHtml('<p></p>')).toBe('');
    expect(toSafeHtml('<p>&nbsp; </p><script>x</script>')).toBe('');
    expect(toSafeHtml('<hr>')).toBe('<hr />');
  });
});
