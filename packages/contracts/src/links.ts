// The WHATWG URL parser exists in browsers and in Node alike; declared here so this package needs
// neither the DOM nor the Node typings.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Spaces, control characters and backslashes let "java\tscript:" or "/\host" slip past checks. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;

/**
 * An absolute http(s) address with a host. Anything else (javascript:, data:, ftp:, relative or
 * protocol-relative paths) could run script or lead nowhere.
 */
export function isAbsoluteWebLink(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this shop ("/offers": one leading slash, so not "//host", which is another site). */
export function isShopPath(value: string): boolean {
  return !UNSAFE_CHARACTERS.test(value) && value.startsWith('/') && !value.startsWith('//');
}
