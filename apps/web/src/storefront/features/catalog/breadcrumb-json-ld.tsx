import { useAbsoluteUrl } from '../../../app/ssr/site-origin';
import { JsonLd } from '../../components/json-ld';

/** The breadcrumb trail as a `BreadcrumbList`; the last crumb (this page) has no link. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: { label: string; to?: string }[] }) {
  const pageUrl = useAbsoluteUrl();
  return (
    <JsonLd
      data={{
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          ...(crumb.to && { item: pageUrl(crumb.to) }),
        })),
      }}
    />
  );
}
