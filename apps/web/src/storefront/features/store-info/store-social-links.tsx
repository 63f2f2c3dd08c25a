import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SocialLink, SocialNetwork } from '../../../content/store-contact';
import type { ContactTone } from './store-contact-list';

const ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  snapchat: IconBrandSnapchat,
  tikTok: IconBrandTiktok,
  youTube: IconBrandYoutube,
};

/** The store's social accounts as icon links, each named for screen readers and on hover. */
export function StoreSocialLinks({ links, tone }: { links: SocialLink[]; tone: ContactTone }) {
  const { t } = useTranslation();
  const onBrand = tone === 'onBrand';
  return (
    <Group component="ul" gap="xs" className="plain-list" data-testid="store-social">
      {links.map(({ network, href }) => {
        const SocialIcon = ICONS[network];
        const name = t(`storeInfo.footer.social.${network}`);
        return (
          <li key={network}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              size={44}
              radius="xl"
              variant={onBrand ? 'filled' : 'light'}
              color={onBrand ? 'brand.8' : 'brand'}
              aria-label={t('storeInfo.footer.socialLabel', {
                network: name,
                shop: t('app.name'),
                newTab: t('storeInfo.footer.newTab'),
              })}
              // The browser's own tooltip shows the network's name on hover: Mantine's Tooltip
              // would load its positioning code (floating-ui) with every page for a footer hint.
              title={name}
              data-testid={`social-${network}`}
            >
              <SocialIcon size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
