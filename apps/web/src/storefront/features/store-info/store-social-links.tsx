import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { IconLink } from '../../components/icon-button';
import './store-info.css';
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
    <ul className="plain-list social-links" data-testid="store-social">
      {links.map(({ network, href }) => {
        const SocialIcon = ICONS[network];
        const name = t(`storeInfo.footer.social.${network}`);
        return (
          <li key={network}>
            <IconLink
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant={onBrand ? 'on-brand' : 'light'}
              size={44}
              round
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
            </IconLink>
          </li>
        );
      })}
    </ul>
  );
}
