import { FixedPageView } from '../features/content/fixed-page-view';

/** The shop's /returns-policy page: its fixed page in the current language. */
export default function ReturnsPolicyPage() {
  return <FixedPageView slug="returns-policy" />;
}
