import type { HelpService } from '@dukkan/contracts';
import { Box, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '../../../kit';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLoadOnce } from '../../../app/use-load-once';
import { selectHelpServicesState } from '../../../content/help-services.slice';
import { fetchHelpServices } from '../../../content/help-services.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { thumbnailUrl } from '../../../lib/image-srcset';

function HelpServiceCard({ service }: { service: HelpService }) {
  const lang = useLanguage();
  const title = lang === 'ar' ? service.titleAr : service.titleEn;
  const description = lang === 'ar' ? service.descriptionAr : service.descriptionEn;
  const icon = thumbnailUrl(service.iconUrl);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className="feature-card"
      data-testid="help-service"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        {icon ? (
          // The title says what the icon shows.
          <Image src={icon} alt="" w={48} h={48} radius="xl" loading="lazy" fit="cover" />
        ) : (
          <Box w={48} h={48} style={{ flex: 'none' }} />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="md" lh={1.3}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm" lh={1.45}>
              {description}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Why shop here: the store's help services (free delivery, secure payment, …) as a strip under
 * the banner. It is a nice-to-have, so while loading it holds its place and when there is
 * nothing to show (none yet, or the call failed) it leaves no gap.
 */
export function HomeFeatures() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { helpServices, status } = useAppSelector(selectHelpServicesState);

  // Both languages come in each item, so a language switch needs no new request.
  useLoadOnce(status === 'idle', () => dispatch(fetchHelpServices()), 'help-services');

  if (status === 'error' || (status === 'done' && helpServices.length === 0)) return null;
  const loading = status !== 'done';

  return (
    <Box component="section" aria-labelledby="home-features" data-testid="help-services-strip">
      <Title order={2} id="home-features" className="visually-hidden">
        {t('storeInfo.home.title')}
      </Title>
      <SimpleGrid
        component="ul"
        className="plain-list"
        cols={{ base: 1, xs: 2, md: Math.min(Math.max(helpServices.length, 1), 4) }}
        spacing="md"
        aria-busy={loading}
      >
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} component="li" h={88} radius="md" />
            ))
          : helpServices.map((service) => <HelpServiceCard key={service.id} service={service} />)}
      </SimpleGrid>
    </Box>
  );
}
