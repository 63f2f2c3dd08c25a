import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useStoreFooter } from '../../content/use-store-footer';
import { shownStoreInfo } from '../../content/store-contact';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { useCategoryLinks } from './category-menu';
import { DigitsSwitch } from './digits-switch';
import { FooterContact, FooterSocialLinks } from './footer-contact';
import './site-footer.css';

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className="footer-stack footer-stack--tight">
      <h2 className="footer-heading">{title}</h2>
      <ul className="plain-list footer-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="shop-link site-footer__link footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The link columns, then what the store chose to show from its footer data (about text,
 * contact details, VAT number, social links) — a field switched off, or still loading, is simply
 * not there. Plain elements and site-footer.css rather than the UI kit's components: every page
 * hydrates the footer, and its hundred-odd kit elements each resolved the theme and their style
 * props on a phone.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { footer } = useStoreFooter();
  const info = shownStoreInfo(footer, lang);
  const hasContact = Boolean(info.address || info.mapLink || info.phone || info.email);
  const shopLinks = useCategoryLinks().map(({ to, label }) => ({ to, label }));
  const helpLinks = [
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/find-my-order', label: t('footer.findMyOrder') },
    { to: '/delivery-policy', label: t('footer.delivery') },
    { to: '/returns-policy', label: t('footer.returns') },
    { to: '/privacy-policy', label: t('footer.privacy') },
    { to: '/terms-conditions', label: t('footer.terms') },
  ];

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="shop-container site-footer__inner">
        <div className="site-footer__columns" data-with-contact={hasContact || undefined}>
          <div className="footer-stack site-footer__cell--wide">
            <h2 className="footer-heading">{t('footer.aboutTitle')}</h2>
            {info.about && (
              <p className="footer-text site-footer__about" data-testid="footer-about">
                {info.about}
              </p>
            )}
            {info.social.length > 0 && <FooterSocialLinks links={info.social} />}
          </div>
          <nav aria-label={t('footer.shopTitle')}>
            <FooterLinks title={t('footer.shopTitle')} links={shopLinks} />
          </nav>
          <nav aria-label={t('footer.helpTitle')}>
            <FooterLinks title={t('footer.helpTitle')} links={helpLinks} />
          </nav>
          {hasContact && (
            <div className="site-footer__cell--wide">
              <FooterContact info={info} />
            </div>
          )}
        </div>
        <hr className="site-footer__divider" />
        <div className="site-footer__bottom">
          <p className="footer-text">
            {t('footer.copyright', { year: format.digitsText(String(new Date().getFullYear())) })}
          </p>
          {info.taxNumber && (
            <p className="footer-text" data-testid="footer-tax-number">
              {t('storeInfo.footer.vatNumber')}:{' '}
              <bdi dir="ltr">{format.digitsText(info.taxNumber)}</bdi>
            </p>
          )}
          <DigitsSwitch />
          <p className="footer-text">{t('app.tagline')}</p>
        </div>
      </div>
    </footer>
  );
}
