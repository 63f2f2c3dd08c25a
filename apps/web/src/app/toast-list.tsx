import { ToastContainer } from 'react-toastify';
import { useTranslation } from '../i18n/use-translation';

const isAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** Settings every toast shares: top right, 3 s, no progress bar, closed by a click, mirrored in Arabic. */
export default function ToastList() {
  const { t, i18n } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      hideProgressBar
      closeOnClick
      pauseOnHover
      theme="light"
      rtl={i18n.dir() === 'rtl'}
      hotKeys={isAltT}
      aria-label={t('common.notifications')}
    />
  );
}
