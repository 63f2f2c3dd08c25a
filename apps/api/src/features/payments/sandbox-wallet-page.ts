import type { SandboxWallet } from './sandbox-store.ts';

/** The one-time code the sandbox's STC Pay screen accepts; it says so on the screen. */
export const SANDBOX_STC_PAY_OTP = '123456';

const TEXTS = {
  en: {
    title: { APPLEPAY: 'Apple Pay', STC_PAY: 'STC Pay' },
    note: 'Sandbox gateway: no real money is charged.',
    pay: 'Pay',
    approve: 'Approve',
    decline: 'Decline',
    mobile: 'STC Pay mobile number',
    sendCode: 'Send code',
    otp: 'Verification code',
    otpHint: `Sandbox: the code is ${SANDBOX_STC_PAY_OTP}.`,
    wrongOtp: 'The code is not correct. Try again.',
    codeSent: 'A code was sent to',
    gone: 'This payment session has ended.',
  },
  ar: {
    title: { APPLEPAY: 'Apple Pay', STC_PAY: 'STC Pay' },
    note: 'بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.',
    pay: 'ادفع',
    approve: 'موافقة',
    decline: 'رفض',
    mobile: 'رقم جوال STC Pay',
    sendCode: 'أرسل الرمز',
    otp: 'رمز التحقق',
    otpHint: `بيئة تجريبية: الرمز هو ${SANDBOX_STC_PAY_OTP}.`,
    wrongOtp: 'الرمز غير صحيح. حاول مرة أخرى.',
    codeSent: 'أُرسل رمز إلى',
    gone: 'انتهت جلسة الدفع هذه.',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface WalletPage {
  checkoutId: string;
  wallet: SandboxWallet;
  lang: 'en' | 'ar';
  /** "174.00 SAR"; null when the checkout is gone. */
  amount: string | null;
  shopperResultUrl: string;
  /** STC Pay: the number the code was "sent" to (the code step); null on the number step. */
  mobile: string | null;
  isWrongOtp?: boolean;
}

const BRAND_COLOURS = { APPLEPAY: '#000000', STC_PAY: '#4f008c' } as const;
const BUTTON =
  'min-height:48px;padding:12px 20px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;width:100%';
const INPUT =
  'padding:10px 12px;border:1px solid #868e96;border-radius:8px;font:inherit;min-height:44px';

/**
 * The sandbox's stand-in for a wallet's own screen (Apple Pay's payment sheet, STC Pay's mobile
 * number and code): plain HTML forms, no script, in the shopper's language.
 */
export function renderWalletPage(page: WalletPage): string {
  const t = TEXTS[page.lang];
  const colour = BRAND_COLOURS[page.wallet];
  const action = `./wallet`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const common =
    hidden('brand', page.wallet) +
    hidden('lang', page.lang) +
    hidden('shopperResultUrl', page.shopperResultUrl);
  const decisions = `<div style="display:flex;flex-direction:column;gap:10px;margin-top:16px">
      <button type="submit" name="decision" value="approve" style="${BUTTON};border:0;background:${colour};color:#fff">${t.approve}</button>
      <button type="submit" name="decision" value="decline" formnovalidate style="${BUTTON};border:1px solid #868e96;background:#fff;color:#212529">${t.decline}</button>
    </div>`;
  let body: string;
  if (page.amount === null) {
    body = `<p role="alert">${t.gone}</p>`;
  } else if (page.wallet === 'STC_PAY' && page.mobile === null) {
    body = `<form method="get" action="${action}" style="display:flex;flex-direction:column;gap:6px">
      ${common}
      <label for="mobile">${t.mobile}</label>
      <input id="mobile" name="mobile" dir="ltr" inputmode="tel" autocomplete="tel" required pattern="05[0-9]{8}" placeholder="05XXXXXXXX" style="${INPUT}">
      <button type="submit" style="${BUTTON};margin-top:16px;border:0;background:${colour};color:#fff">${t.sendCode}</button>
    </form>`;
  } else {
    const otpStep =
      page.wallet === 'STC_PAY'
        ? `${hidden('mobile', page.mobile ?? '')}
      <p>${t.codeSent} <bdi dir="ltr">${escapeHtml(page.mobile ?? '')}</bdi></p>
      ${page.isWrongOtp ? `<p role="alert" style="color:#c92a2a">${t.wrongOtp}</p>` : ''}
      <label for="otp">${t.otp}</label>
      <input id="otp" name="otp" dir="ltr" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" style="${INPUT}">
      <p style="margin:4px 0 0;font-size:0.85em;color:#495057">${t.otpHint}</p>`
        : '';
    body = `<form method="post" action="${action}" style="display:flex;flex-direction:column;gap:6px">
      ${common}${otpStep}
      ${decisions}
    </form>`;
  }
  const amount = page.amount
    ? `<p style="font-size:1.6em;font-weight:700;margin:8px 0 16px"><bdi dir="ltr">${escapeHtml(page.amount)}</bdi></p>`
    : '';
  return `<!doctype html>
<html lang="${page.lang}" dir="${page.lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title[page.wallet]} — ${page.lang === 'ar' ? 'تجريبي' : 'sandbox'}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI','Noto Sans Arabic',sans-serif;background:#f1f3f5;color:#212529">
  <main style="max-width:420px;margin:0 auto;padding:24px 16px">
    <div style="background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)">
      <div style="display:inline-block;padding:6px 14px;border-radius:8px;background:${colour};color:#fff;font-weight:700" dir="ltr">${t.title[page.wallet]}</div>
      <p style="margin:12px 0 0;color:#495057">Dukkan</p>
      ${amount}
      ${body}
    </div>
    <p style="margin-top:12px;font-size:0.85em;color:#495057">${t.note}</p>
  </main>
</body>
</html>`;
}
