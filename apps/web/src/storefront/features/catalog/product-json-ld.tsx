import type { ProductDetail, ProductOption, ProductVariant } from '@dukkan/contracts';
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

/** Option names schema.org knows as variant properties (Google reads these in `variesBy`). */
const VARIANT_PROPERTIES: [RegExp, string][] = [
  [/colou?r|لون/i, 'color'],
  [/size|مقاس|حجم/i, 'size'],
  [/material|خامة|قماش/i, 'material'],
  [/pattern|نقش/i, 'pattern'],
];

function propertyOf(option: ProductOption): string | undefined {
  if (option.display === 'swatches') return 'color';
  const names = `${option.nameEn} ${option.nameAr}`;
  return VARIANT_PROPERTIES.find(([pattern]) => pattern.test(names))?.[1];
}

/**
 * Search results show price and stock. A product without options is a `Product` with its `Offer`
 * (the price as paid now in SAR, availability from stock); one with options is a `ProductGroup`
 * whose `hasVariant` lists every variant as a `Product` with its own offer, address
 * (`?variant=`), photos and option values, as Google documents for product variants.
 */
export function ProductJsonLd({
  product,
  variant,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
}) {
  const lang = useLanguage();
  const pageUrl = useAbsoluteUrl();
  const fileUrl = useAbsoluteFileUrl();
  const description = lang === 'ar' ? product.descriptionAr : product.descriptionEn;
  const name = localName(product, lang);
  const photos = (images: string[]) => images.map((image) => fileUrl(largeImageUrl(image)));
  const offer = (priced: ProductVariant | ProductDetail, url: string) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'SAR',
    price: currentPrice(priced).toFixed(2),
    availability: `https://schema.org/${priced.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
  });
  const productUrl = pageUrl(`/product/${product.id}`);
  const common = {
    description: plainText(description),
    brand: { '@type': 'Brand', name: product.brandName },
    category: product.categoryName,
  };
  if (product.options.length === 0) {
    return (
      <JsonLd
        data={{
          '@type': 'Product',
          name,
          ...common,
          sku: (variant ?? product).sku,
          image: photos(product.images),
          url: productUrl,
          offers: offer(variant ?? product, productUrl),
        }}
      />
    );
  }
  const properties = product.options.map(propertyOf);
  return (
    <JsonLd
      data={{
        '@type': 'ProductGroup',
        name,
        ...common,
        productGroupID: String(product.id),
        url: productUrl,
        image: photos(product.images),
        variesBy: properties.flatMap((property) =>
          property ? [`https://schema.org/${property}`] : [],
        ),
        hasVariant: product.variants.map((each) => {
          const url = pageUrl(`/product/${product.id}?variant=${each.id}`);
          const values = product.options.map(
            (option, index) =>
              option.values.find((value) => value.id === each.optionValueIds[index])?.value ?? '',
          );
          return {
            '@type': 'Product',
            name: `${name} – ${values.join(' / ')}`,
            sku: each.sku,
            ...(each.barcode && { gtin: each.barcode }),
            image: photos(each.imageUrls.length ? each.imageUrls : product.images),
            url,
            ...Object.fromEntries(
              properties.flatMap((property, index) =>
                property ? [[property, values[index]]] : [],
              ),
            ),
            offers: offer(each, url),
          };
        }),
      }}
    />
  );
}
