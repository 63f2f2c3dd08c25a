import { Anchor, Text } from '../../../kit';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { changeProductQuery, writeProductQuery, type ProductQuery } from './product-query-params';

interface DidYouMeanProps {
  query: ProductQuery;
  /** The API's close spelling from the catalog's own words (searching it finds something). */
  suggestion: string;
}

/**
 * "Did you mean: samsung" under an empty search. A real link (it can be opened in a new tab) to
 * the same list with the suggested search instead, from page 1; the other filters are kept.
 */
export function DidYouMean({ query, suggestion }: DidYouMeanProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = writeProductQuery(changeProductQuery(query, { search: suggestion }), params);
  return (
    <Text ta="center" fz="lg" data-testid="did-you-mean">
      {t('shop.list.didYouMean')}{' '}
      <Anchor component={Link} to={{ search: `?${next.toString()}` }} fw={700} fz="lg">
        <bdi>{suggestion}</bdi>
      </Anchor>
    </Text>
  );
}
