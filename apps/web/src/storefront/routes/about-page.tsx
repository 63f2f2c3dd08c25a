import { FixedPageView } from '../features/content/fixed-page-view';

/** The shop's /about page: its fixed page in the current language. */
export default function AboutPage() {
  return <FixedPageView slug="about" />;
}
