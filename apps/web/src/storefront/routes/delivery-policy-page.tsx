import { FixedPageView } from '../features/content/fixed-page-view';

/** The shop's /delivery-policy page: its fixed page in the current language. */
export default function DeliveryPolicyPage() {
  return <FixedPageView slug="delivery-policy" />;
}
