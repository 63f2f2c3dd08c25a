import { useTranslation } from '../../i18n/use-translation';
import type { ShownStoreInfo, SocialLink } from '../../content/store-contact';
import { StoreContactList } from '../features/store-info/store-contact-list';
import { StoreSocialLinks } from '../features/store-info/store-social-links';

/** The footer's contact column on the brand-green background. */
export function FooterContact({ info }: { info: ShownStoreInfo }) {
  const { t } = useTranslation();
  return (
    <div className="footer-stack" data-testid="footer-contact">
      <h2 className="footer-heading">{t('storeInfo.footer.contactTitle')}</h2>
      <StoreContactList info={info} tone="onBrand" />
    </div>
  );
}

export function FooterSocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <div className="footer-social">
      <h3 className="footer-heading footer-heading--minor">{t('storeInfo.footer.followUs')}</h3>
      <StoreSocialLinks links={links} tone="onBrand" />
    </div>
  );
}
