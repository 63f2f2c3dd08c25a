import type { OnlineMethod } from '@dukkan/contracts';

/**
 * Simple marks for the payment brands, drawn here (no logo files): a badge in each brand's colours
 * with its name. Decorative: the method's label stands next to it in the shopper's language.
 * Each name is stretched or squeezed to a fixed length (`textLength`), so it fits its badge
 * whichever font the device substitutes for the system one.
 */
export function PaymentBrandMark({ method }: { method: OnlineMethod }) {
  const common = {
    width: 56,
    height: 34,
    viewBox: '0 0 56 34',
    'aria-hidden': true,
    focusable: false,
    className: 'payment-brand-mark',
    // Full size next to a long label too (a flex row would squeeze it).
    style: { flexShrink: 0 },
    'data-brand': method,
    // Brand names read left to right in Arabic pages too (SVG text follows the page's direction).
    direction: 'ltr',
  } as const;
  const font = 'system-ui, -apple-system, Segoe UI, Arial, sans-serif';
  switch (method) {
    case 'MADA':
      return (
        <svg {...common}>
          <rect x="0.5" y="0.5" width="55" height="33" rx="5" fill="#fff" stroke="#ced4da" />
          <rect x="6" y="9" width="14" height="6" rx="1" fill="#84b740" />
          <rect x="6" y="18" width="14" height="6" rx="1" fill="#259bd6" />
          <text
            x="23"
            y="22"
            textLength="28"
            lengthAdjust="spacingAndGlyphs"
            fontFamily={font}
            fontSize="12"
            fontWeight="700"
            fill="#1d1d1b"
          >
            mada
          </text>
        </svg>
      );
    case 'CARDS':
      return (
        <svg {...common}>
          <rect x="0.5" y="0.5" width="55" height="33" rx="5" fill="#fff" stroke="#ced4da" />
          <text
            x="5"
            y="21"
            textLength="24"
            lengthAdjust="spacingAndGlyphs"
            fontFamily={font}
            fontSize="11"
            fontWeight="800"
            fontStyle="italic"
            fill="#1a1f71"
          >
            VISA
          </text>
          <circle cx="38" cy="17" r="7" fill="#eb001b" />
          <circle cx="46" cy="17" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'APPLEPAY':
      return (
        <svg {...common}>
          <rect width="56" height="34" rx="5" fill="#000" />
          <text
            x="28"
            y="21"
            textAnchor="middle"
            textLength="46"
            lengthAdjust="spacingAndGlyphs"
            fontFamily={font}
            fontSize="10.5"
            fontWeight="600"
            fill="#fff"
          >
            Apple Pay
          </text>
        </svg>
      );
    case 'STC_PAY':
      return (
        <svg {...common}>
          <rect width="56" height="34" rx="5" fill="#4f008c" />
          <text
            x="28"
            y="21"
            textAnchor="middle"
            textLength="42"
            lengthAdjust="spacingAndGlyphs"
            fontFamily={font}
            fontSize="11"
            fontWeight="700"
            fill="#fff"
          >
            stc pay
          </text>
        </svg>
      );
  }
}
