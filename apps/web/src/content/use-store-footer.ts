import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useLoadOnce } from '../app/use-load-once';
import { selectFooterState } from './footer.slice';
import { fetchFooter } from './footer.thunks';

/**
 * The store's footer data, loaded once per visit by whichever screen asks first (the footer on
 * every page, the contact page). Both languages come in one answer, so a language switch needs
 * no reload.
 */
export function useStoreFooter() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectFooterState);
  const { status } = state;
  useLoadOnce(status === 'idle', () => dispatch(fetchFooter()), 'footer');
  return { ...state, retry: () => void dispatch(fetchFooter()) };
}
