import { IconMail, IconMapPin, IconMap2, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writePhoneDigits } from '../../../lib/write-digits';
import { formatStorePhone, telHref, type ShownStoreInfo } from '../../../content/store-contact';
import './store-info.css';

export type ContactTone = 'onBrand' | 'onLight';

interface RowProps {
  icon: Icon;
  label: string;
  tone: ContactTone;
  children: ReactNode;
  testId: string;
}

function ContactRow({ icon: RowIcon, label, tone, children, testId }: RowProps) {
  return (
    <li className="contact-row" data-tone={tone} data-testid={testId}>
      <span className="contact-row__icon" aria-hidden="true">
        <RowIcon size={18} stroke={1.8} />
      </span>
      <div className="contact-row__body">
        <p className="contact-row__label">{label}</p>
        <div className="contact-row__value">{children}</div>
      </div>
    </li>
  );
}

/**
 * The store's address (with its map link), phone and e-mail, each only when the store shows it.
 * Numbers and addresses made of Latin characters stay left-to-right inside Arabic text.
 */
export function StoreContactList({ info, tone }: { info: ShownStoreInfo; tone: ContactTone }) {
  const { t } = useTranslation();
  const digits = useDigits();
  const linkClass = tone === 'onBrand' ? 'shop-link site-footer__link' : 'shop-link';
  const newTab = t('storeInfo.footer.newTab');
  return (
    <ul className="plain-list contact-list">
      {info.address && (
        <ContactRow
          icon={IconMapPin}
          label={t('storeInfo.footer.address')}
          tone={tone}
          testId="store-address"
        >
          {info.address}
        </ContactRow>
      )}
      {info.mapLink && (
        <ContactRow
          icon={IconMap2}
          label={t('storeInfo.footer.location')}
          tone={tone}
          testId="store-map"
        >
          <a
            href={info.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} contact-row__map-link`}
          >
            {t('storeInfo.footer.viewMap')}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </ContactRow>
      )}
      {info.phone && (
        <ContactRow
          icon={IconPhone}
          label={t('storeInfo.footer.phone')}
          tone={tone}
          testId="store-phone"
        >
          <a href={telHref(info.phone)} className={linkClass} dir="ltr">
            {writePhoneDigits(formatStorePhone(info.phone), digits)}
          </a>
        </ContactRow>
      )}
      {info.email && (
        <ContactRow
          icon={IconMail}
          label={t('storeInfo.footer.email')}
          tone={tone}
          testId="store-email"
        >
          <a href={`mailto:${info.email}`} className={linkClass} dir="ltr">
            {info.email}
          </a>
        </ContactRow>
      )}
    </ul>
  );
}
