import { FixedPageView } from '../features/content/fixed-page-view';

/** The shop's /terms-conditions page: its fixed page in the current language. */
export default function TermsConditionsPage() {
  return <FixedPageView slug="terms-conditions" />;
}
