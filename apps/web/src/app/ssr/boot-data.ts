import type { RootState } from '../store';
import type { SeededRequest } from './request-seeds';

/** The id of the JSON script a server-rendered page carries its data in. */
export const BOOT_DATA_ID = 'dukkan-data';

/** What a server-rendered page hands the browser: the store's state and how requests ended. */
export interface BootData {
  /** The shop's public origin, so absolute addresses match the server's. */
  origin: string;
  state: Partial<RootState>;
  requests: [string, SeededRequest][];
}

/** JSON safe inside a <script> element: no `</script>` or HTML comment can end it early. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readBootData(): BootData | null {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as BootData;
}
