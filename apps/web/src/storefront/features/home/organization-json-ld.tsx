import { useTranslation } from '../../../i18n/use-translation';
import { useAbsoluteFileUrl, useAbsoluteUrl } from '../../../app/ssr/site-origin';
import { useStoreFooter } from '../../../content/use-store-footer';
import { JsonLd } from '../../components/json-ld';

/**
 * The shop as an `Organization`, from what its footer shows: name, logo, the social links and the
 * phone and e-mail the merchant switched on.
 */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  const { footer } = useStoreFooter();
  const pageUrl = useAbsoluteUrl();
  const fileUrl = useAbsoluteFileUrl();
  const sameAs = [
    footer.isFacebookEnabled && footer.facebookLink,
    footer.isTwitterEnabled && footer.twitterLink,
    footer.isInstagramEnabled && footer.instagramLink,
    footer.isSnapchatEnabled && footer.snapchatLink,
    footer.isTikTokEnabled && footer.tikTokLink,
    footer.isYouTubeEnabled && footer.youTubeLink,
  ].filter((link): link is string => Boolean(link));
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: t('app.name'),
        url: pageUrl('/'),
        logo: fileUrl('/logo.svg'),
        ...(sameAs.length > 0 && { sameAs }),
        ...(footer.isPhoneEnabled && footer.phoneNumber && { telephone: footer.phoneNumber }),
        ...(footer.isEmailEnabled && footer.email && { email: footer.email }),
      }}
    />
  );
}
