import { describe, expect, it } from 'vitest';
import { renderDocumentHead } from './document-head';
import { createPageHead } from './page-head';

describe('the head of a server-rendered page', () => {
  const head = {
    ...createPageHead(),
    title: 'Galaxy "S24" <Ultra>',
    description: 'A phone & more',
    image: '/media/products/a-1600.webp',
    type: 'product' as const,
  };
  const html = renderDocumentHead({
    lang: 'ar',
    appPath: '/product/5',
    origin: 'https://shop.example',
    appName: 'دكان',
    head,
  });

  it('names the page in its language with the shop, escaped', () => {
    expect(html).toContain('<title>Galaxy &quot;S24&quot; &lt;Ultra&gt; · دكان</title>');
    expect(html).toContain('<meta name="description" content="A phone &amp; more">');
  });

  it('gives the canonical address and both languages, x-default Arabic', () => {
    expect(html).toContain('<link rel="canonical" href="https://shop.example/ar/product/5">');
    expect(html).toContain('hreflang="en" href="https://shop.example/en/product/5"');
    expect(html).toContain('hreflang="x-default" href="https://shop.example/ar/product/5"');
  });

  it('has the link-preview tags with an absolute image', () => {
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/ar/product/5">');
    expect(html).toContain('<meta property="og:locale" content="ar_SA">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/media/products/a-1600.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('leaves the image out when the page has none', () => {
    const plain = renderDocumentHead({
      lang: 'en',
      appPath: '/',
      origin: 'https://shop.example',
      appName: 'Dukkan',
      head: createPageHead(),
    });
    expect(plain).toContain('<title>Dukkan</title>');
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta property="og:locale" content="en_US">');
  });
});
