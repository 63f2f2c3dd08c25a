import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { ADD_BANNER_IMAGE_PATH } from '../../../content/banners.api';
import { addBannerImage } from '../../../content/banners.thunks';
import { checkImageFile } from '../../../lib/image-file';
import { uploadWithProgress } from '../../components/upload-with-progress';

export interface UploadEntry {
  key: number;
  name: string;
  /** 0 to 1 while sending. */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

let nextKey = 1;

/**
 * Uploads pictures to one slider, one after another (each lands after the last, in the order
 * picked), with a progress bar per file. Files the API would refuse by type or size fail at once.
 * Each goes through the banners slice's add-image thunk, so the slider's images follow.
 */
export function useSliderUploads(sliderId: number) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef(Promise.resolve());

  const patch = (key: number, change: Partial<UploadEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  async function send(file: File, key: number) {
    patch(key, { state: 'sending' });
    try {
      const result = await dispatch(
        addBannerImage({
          sliderId,
          imageFile: file,
          upload: (form, signal) =>
            uploadWithProgress(ADD_BANNER_IMAGE_PATH, form, {
              signal,
              onProgress: (progress) => patch(key, { progress }),
            }),
        }),
      ).unwrap();
      patch(key, { state: 'done', progress: 1 });
      notify.success(result.message, t('bannersAdmin.done.imageAdded'));
    } catch (error) {
      const message = (error as ApiError).message || t('errors.network');
      patch(key, { state: 'failed', message });
      notify.error(error);
    }
  }

  function add(files: File[]) {
    const added = files.map((file) => {
      const problem = checkImageFile(file);
      const entry: UploadEntry = {
        key: nextKey++,
        name: file.name,
        progress: 0,
        state: problem ? 'failed' : 'waiting',
        ...(problem && { message: t(problem) }),
      };
      if (!problem) queue.current = queue.current.then(() => send(file, entry.key));
      return entry;
    });
    setEntries((all) => [...all, ...added]);
  }

  return {
    entries,
    add,
    busy: entries.some((entry) => entry.state === 'waiting' || entry.state === 'sending'),
    clearFinished: () =>
      setEntries((all) => all.filter((e) => e.state === 'waiting' || e.state === 'sending')),
  };
}
