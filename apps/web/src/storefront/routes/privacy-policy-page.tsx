import { FixedPageView } from '../features/content/fixed-page-view';

/** The shop's /privacy-policy page: its fixed page in the current language. */
export default function PrivacyPolicyPage() {
  return <FixedPageView slug="privacy-policy" />;
}
