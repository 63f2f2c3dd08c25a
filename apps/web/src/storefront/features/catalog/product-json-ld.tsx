import type { Product } from '@dukkan/contracts';
import { useAbsoluteFileUrl, useAbsoluteUrl } from '../../../app/ssr/site-origin';
import { useLanguage } from '../../../i18n/use-language';
import { largeImageUrl } from '../../../lib/image-srcset';
import { localName } from '../../../lib/local-name';
import { currentPrice } from './price-saving';
import { JsonLd } from '../../components/json-ld';

/** Text of the product's description without its markup, for the `description` field. */
function plainText(html: string | null | undefined): string | undefined {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, 5000) : undefined;
}

/**
 * A `Product` with its `Offer`: the price as paid now in SAR, availability from stock, the brand,
 * the SKU and the large photos, so search results can show price and stock.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const lang = useLanguage();
  const pageUrl = useAbsoluteUrl();
  const fileUrl = useAbsoluteFileUrl();
  const description = lang === 'ar' ? product.descriptionAr : product.descriptionEn;
  return (
    <JsonLd
      data={{
        '@type': 'Product',
        name: localName(product, lang),
        description: plainText(description),
        sku: product.sku,
        brand: { '@type': 'Brand', name: product.brandName },
        category: product.categoryName,
        image: product.images.map((image) => fileUrl(largeImageUrl(image))),
        url: pageUrl(`/product/${product.id}`),
        offers: {
          '@type': 'Offer',
          url: pageUrl(`/product/${product.id}`),
          priceCurrency: 'SAR',
          price: currentPrice(product).toFixed(2),
          availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          itemCondition: 'https://schema.org/NewCondition',
        },
      }}
    />
  );
}
