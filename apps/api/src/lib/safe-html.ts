import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with its HTML parser, ~15 MB) is loaded by the first rich text saved, not at
 * start. `toSafeHtml` stays synchronous for its callers, so the CommonJS package is required, not
 * imported: a one-off pause of a few milliseconds on that first call.
 */
let sanitizer: typeof sanitizeHtml | undefined;
function loadSanitizer(): typeof sanitizeHtml {
  return (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);
}

/**
 * Rich text from the dashboard editor is stored only after this reduction, and the storefront
 * renders the stored HTML as is. So this list is the whole defence against stored XSS: no script
 * or style, no event handlers, no style or class attributes, and links only to web, mail and phone
 * addresses or paths of the shop itself.
 */
const allowedTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'code',
  'pre',
];

/** Dropped together with everything inside them, not unwrapped into text. */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'form',
  'svg',
  'math',
  'template',
  'select',
];

function isExternal(href: string | undefined): boolean {
  return /^\s*https?:/i.test(href ?? '');
}

const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);

/**
 * Attributes whose value is itself restricted; sanitize-html would keep such an attribute with an
 * empty value, so an unknown value removes the attribute here instead.
 */
function keepKnownValues(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { dir, target, ...rest } = attribs;
  return {
    ...rest,
    ...(dir && DIRECTIONS.has(dir.toLowerCase()) ? { dir: dir.toLowerCase() } : {}),
    ...(target === '_blank' ? { target } : {}),
  };
}

// sanitize-html runs a tag's own transform first, then the '*' one on its result.
const renamed =
  (to: string): sanitizeHtml.Transformer =>
  (_tagName, attribs) => ({ tagName: to, attribs });

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { '*': ['dir'], a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  // "//host/path" would leave the shop while looking like a path.
  allowProtocolRelative: false,
  nonTextTags: droppedWithContent,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: keepKnownValues(attribs) }),
    // Pasted or older content may use levels the pages do not: the page title is the only h1.
    h1: renamed('h2'),
    h5: renamed('h4'),
    h6: renamed('h4'),
    a: (tagName, attribs) => {
      const { rel: _sent, ...kept } = attribs;
      // A link that opens another site must not hand it this window (reverse tabnabbing) or the
      // page address.
      return {
        tagName,
        attribs: isExternal(kept.href) ? { ...kept, rel: 'noopener noreferrer' } : kept,
      };
    },
  },
};

/** Whether the HTML shows nothing at all (the editor sends `<p></p>` for an empty document). */
function isBlank(html: string): boolean {
  if (/<hr\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, '')
      .trim() === ''
  );
}

/** The HTML reduced to the allow-list above; '' when nothing visible is left. */
export function toSafeHtml(html: string): string {
  const clean = loadSanitizer()(html, options).trim();
  return isBlank(clean) ? '' : clean;
}
