import { Skeleton, Stack, Title } from '../../../kit';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useLanguage } from '../../../i18n/use-language';
import { ListError } from './list-states';
import { localName } from '../../../lib/local-name';
import type { RequestState } from '../../../app/use-request';
import './catalog.css';
import './catalog-listing.css';

interface TileItem {
  id: number;
  name: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
}

interface CatalogTilesProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  items: TileItem[];
  /** Where a tile leads: `/category/` or `/brand/` followed by the id. */
  basePath: '/category/' | '/brand/';
  request: RequestState;
}

/** Round category pictures or square brand logos with their names, each a link to its page. */
export function CatalogTiles({ id, title, items, basePath, request }: CatalogTilesProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (request.phase === 'done' && items.length === 0) return null;
  const variant = basePath === '/brand/' ? 'catalog-tile catalog-tile--brand' : 'catalog-tile';

  return (
    <Stack gap="md" component="section" aria-labelledby={id} data-testid={`strip-${id}`}>
      <Title order={2} id={id} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {request.phase === 'error' ? (
        <ListError
          compact
          title={t('shop.home.stripFailed')}
          error={request.error}
          onRetry={request.retry}
        />
      ) : request.phase === 'loading' && !request.hasLoaded ? (
        <div className="tile-strip" aria-hidden>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h={128} radius="lg" />
          ))}
        </div>
      ) : (
        <ul className="plain-list tile-strip" aria-label={title}>
          {items.map((item) => {
            const image = thumbnailUrl(item.imageUrl);
            return (
              <li key={item.id}>
                <Link to={`${basePath}${item.id}`} className={variant}>
                  {image ? (
                    <img
                      src={image}
                      alt=""
                      className="catalog-tile__image"
                      width={72}
                      height={72}
                      loading="lazy"
                    />
                  ) : (
                    <span className="catalog-tile__image product-media-placeholder" aria-hidden>
                      <IconCategory size={28} stroke={1.4} />
                    </span>
                  )}
                  <span className="catalog-tile__name">{localName(item, lang)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
