/**
 * The sandbox's stand-in for HyperPay's COPYandPAY `paymentWidgets.js`: it fills every
 * `form.paymentWidgets` on the page with card fields and turns the form into a post to the
 * sandbox, keeping the form's own action as the shopper result URL — the same contract the real
 * widget has, so the storefront's payment screen works unchanged with either gateway.
 * A form whose `data-brands` is APPLEPAY or STC_PAY gets the wallet's button instead (and, for
 * STC Pay, the mobile number), leading to the sandbox's approval screen. Card numbers are checked
 * against the gateway's BIN list as they are typed and `wpwlOptions.onDetectBrand(brands)` is
 * called, as COPYandPAY's brand detection does.
 * Plain ES2015, no dependencies; labels in Arabic or English (wpwlOptions.locale or <html lang>).
 */
export const SANDBOX_WIDGET_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var src = new URL(script.src, location.href);
  var checkoutId = src.searchParams.get('checkoutId');
  var base = src.pathname.replace(/\/v1\/paymentWidgets\.js$/, '');
  var options = window.wpwlOptions || {};
  var ar = (options.locale || document.documentElement.lang || 'en').indexOf('ar') === 0;
  var t = ar
    ? { number: 'رقم البطاقة', holder: 'اسم حامل البطاقة', month: 'شهر الانتهاء', year: 'سنة الانتهاء', cvv: 'رمز التحقق (CVV)', pay: 'ادفع الآن', note: 'بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.', APPLEPAY: 'الدفع عبر Apple Pay', STC_PAY: 'الدفع عبر STC Pay', mobile: 'رقم جوال STC Pay' }
    : { number: 'Card number', holder: 'Card holder', month: 'Expiry month', year: 'Expiry year', cvv: 'CVV', pay: 'Pay now', note: 'Sandbox gateway: no real money is charged.', APPLEPAY: 'Pay with Apple Pay', STC_PAY: 'Pay with STC Pay', mobile: 'STC Pay mobile number' };
  var colours = { APPLEPAY: '#000', STC_PAY: '#4f008c' };

  function hidden(form, name, value) {
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }

  function detectBrand(input) {
    var digits = input.value.replace(/\D/g, '').slice(0, 8);
    if (digits.length < 6 || typeof options.onDetectBrand !== 'function') return;
    if (input.getAttribute('data-detected') === digits.slice(0, 6)) return;
    input.setAttribute('data-detected', digits.slice(0, 6));
    fetch(base + '/v1/brands?bin=' + digits.slice(0, 6))
      .then(function (response) { return response.json(); })
      .then(function (json) { options.onDetectBrand(json.brands || []); })
      .catch(function () {});
  }

  function field(form, name, label, attrs) {
    var id = 'wpwl-' + name + '-' + checkoutId.slice(0, 6);
    var wrap = document.createElement('div');
    wrap.className = 'wpwl-group wpwl-group-' + name;
    wrap.style.cssText = 'display:flex;flex-direction:column;gap:4px;margin-bottom:12px';
    var lab = document.createElement('label');
    lab.className = 'wpwl-label';
    lab.htmlFor = id;
    lab.textContent = label;
    var input = document.createElement('input');
    input.className = 'wpwl-control';
    input.id = id;
    input.name = name;
    input.required = true;
    input.dir = 'ltr';
    input.style.cssText = 'padding:10px 12px;border:1px solid #868e96;border-radius:8px;font:inherit;min-height:44px';
    for (var key in attrs) input.setAttribute(key, attrs[key]);
    wrap.appendChild(lab);
    wrap.appendChild(input);
    form.appendChild(wrap);
  }

  var forms = document.querySelectorAll('form.paymentWidgets');
  for (var i = 0; i < forms.length; i += 1) {
    var form = forms[i];
    if (form.getAttribute('data-wpwl-ready')) continue;
    form.setAttribute('data-wpwl-ready', 'true');
    var result = document.createElement('input');
    result.type = 'hidden';
    result.name = 'shopperResultUrl';
    result.value = form.getAttribute('action') || '/payment-status';
    form.appendChild(result);
    var brands = (form.getAttribute('data-brands') || '').split(/\s+/);
    var wallet = brands.indexOf('APPLEPAY') >= 0 ? 'APPLEPAY' : brands.indexOf('STC_PAY') >= 0 ? 'STC_PAY' : null;
    if (wallet) {
      form.setAttribute('action', base + '/v1/checkouts/' + encodeURIComponent(checkoutId) + '/wallet');
      form.setAttribute('method', 'get');
      hidden(form, 'brand', wallet);
      hidden(form, 'lang', ar ? 'ar' : 'en');
      if (wallet === 'STC_PAY') field(form, 'mobile', t.mobile, { inputmode: 'tel', autocomplete: 'tel', pattern: '05[0-9]{8}', placeholder: '05XXXXXXXX' });
      var walletButton = document.createElement('button');
      walletButton.type = 'submit';
      walletButton.className = 'wpwl-button wpwl-button-brand wpwl-apple-pay-button';
      walletButton.textContent = t[wallet];
      walletButton.style.cssText = 'min-height:48px;padding:10px 20px;border:0;border-radius:8px;background:' + colours[wallet] + ';color:#fff;font:inherit;font-weight:600;cursor:pointer;width:100%';
      form.appendChild(walletButton);
      var walletNote = document.createElement('p');
      walletNote.className = 'wpwl-note';
      walletNote.textContent = t.note;
      walletNote.style.cssText = 'margin:8px 0 0;font-size:0.85em;color:#495057';
      form.appendChild(walletNote);
      continue;
    }
    form.setAttribute('action', base + '/v1/checkouts/' + encodeURIComponent(checkoutId) + '/pay');
    form.setAttribute('method', 'post');
    field(form, 'cardNumber', t.number, { inputmode: 'numeric', autocomplete: 'cc-number', pattern: '[0-9 ]{12,23}', placeholder: '4111 1111 1111 1111' });
    var numberInput = form.querySelector('input[name=cardNumber]');
    numberInput.addEventListener('input', function (event) { detectBrand(event.target); });
    field(form, 'holder', t.holder, { autocomplete: 'cc-name' });
    field(form, 'expiryMonth', t.month, { inputmode: 'numeric', autocomplete: 'cc-exp-month', pattern: '[0-9]{1,2}', placeholder: 'MM' });
    field(form, 'expiryYear', t.year, { inputmode: 'numeric', autocomplete: 'cc-exp-year', pattern: '[0-9]{4}', placeholder: 'YYYY' });
    field(form, 'cvv', t.cvv, { inputmode: 'numeric', autocomplete: 'cc-csc', pattern: '[0-9]{3,4}', placeholder: '123' });
    var button = document.createElement('button');
    button.type = 'submit';
    button.className = 'wpwl-button wpwl-button-pay';
    button.textContent = t.pay;
    button.style.cssText = 'min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#0b7285;color:#fff;font:inherit;font-weight:600;cursor:pointer;width:100%';
    form.appendChild(button);
    var note = document.createElement('p');
    note.className = 'wpwl-note';
    note.textContent = t.note;
    note.style.cssText = 'margin:8px 0 0;font-size:0.85em;color:#495057';
    form.appendChild(note);
    form.addEventListener('submit', function (event) {
      var buttons = event.target.querySelectorAll('button[type=submit]');
      for (var j = 0; j < buttons.length; j += 1) buttons[j].disabled = true;
    });
  }
  if (typeof options.onReady === 'function') options.onReady();
})();
`;
