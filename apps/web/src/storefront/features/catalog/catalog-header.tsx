import { Group, Skeleton, Stack, Text, Title } from '../../../kit';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '../../../lib/image-srcset';
import './catalog-listing.css';

interface CatalogHeaderProps {
  title: string;
  /** A category's picture or a brand's logo. */
  imageUrl?: string | null;
  imageAlt?: string;
  /** "Products found: 12", or a short description. */
  subtitle?: string;
  children?: ReactNode;
}

/** The top of a listing page: picture, name as the page's heading, and a line under it. */
export function CatalogHeader({
  title,
  imageUrl,
  imageAlt = '',
  subtitle,
  children,
}: CatalogHeaderProps) {
  const image = thumbnailUrl(imageUrl);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        {image && (
          <img
            src={image}
            alt={imageAlt}
            className="catalog-header__image"
            width={96}
            height={96}
          />
        )}
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="page-title">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" data-testid="page-subtitle">
              {subtitle}
            </Text>
          )}
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}

/** The header's shape while the category or brand is on its way. */
export function CatalogHeaderSkeleton() {
  return (
    <Group gap="md" wrap="nowrap" aria-hidden>
      <Skeleton w={96} h={96} radius="lg" />
      <Stack gap="xs" flex={1}>
        <Skeleton h={28} w="40%" />
        <Skeleton h={14} w="25%" />
      </Stack>
    </Group>
  );
}
