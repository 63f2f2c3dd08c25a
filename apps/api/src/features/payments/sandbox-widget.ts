/**
 * The sandbox's stand-in for HyperPay's COPYandPAY `paymentWidgets.js`: it fills every
 * `form.paymentWidgets` on the page with card fields and turns the form into a post to the
 * sandbox, keeping the form's own action as the shopper result URL — the same contract the real
 * widget has, so the storefront's payment screen works unchanged with either gateway.
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
    ? { number: 'رقم البطاقة', holder: 'اسم حامل البطاقة', month: 'شهر الانتهاء', year: 'سنة الانتهاء', cvv: 'رمز التحقق (CVV)', pay: 'ادفع الآن', note: 'بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.' }
    : { number: 'Card number', holder: 'Card holder', month: 'Expiry month', year: 'Expiry year', cvv: 'CVV', pay: 'Pay now', note: 'Sandbox gateway: no real money is charged.' };

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
    form.setAttribute('action', base + '/v1/checkouts/' + encodeURIComponent(checkoutId) + '/pay');
    form.setAttribute('method', 'post');
    field(form, 'cardNumber', t.number, { inputmode: 'numeric', autocomplete: 'cc-number', pattern: '[0-9 ]{12,23}', placeholder: '4111 1111 1111 1111' });
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
