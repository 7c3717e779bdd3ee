/**
 * The sandbox's stand-in for Razorpay's checkout.js: it defines `window.Razorpay` with the same
 * options and callbacks (handler, `payment.failed`, modal.ondismiss), shows the amount and lets
 * the shopper approve or decline. The web app runs the same code against either script.
 */
export const sandboxCheckoutScript = `(() => {
  const post = (path, body) =>
    fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((res) => res.json().then((json) => { if (!res.ok) throw new Error(json.error || 'Sandbox error'); return json; }));
  const rupees = (paise) => '\\u20b9' + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  function Razorpay(options) {
    this.options = options;
    this.failed = [];
  }
  Razorpay.prototype.on = function (event, callback) {
    if (event === 'payment.failed') this.failed.push(callback);
  };
  Razorpay.prototype.open = function () {
    const o = this.options;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Sandbox payment');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(20,30,20,.55);display:flex;align-items:center;justify-content:center;z-index:100000;font-family:system-ui,sans-serif';
    const box = document.createElement('div');
    box.style.cssText = 'background:#fff;border-radius:12px;padding:24px;width:min(92vw,380px);box-shadow:0 12px 40px rgba(0,0,0,.3);color:#1f2d1f';
    const title = document.createElement('h2');
    title.textContent = (o.name || 'Checkout') + ' \\u2014 sandbox payment';
    title.style.cssText = 'margin:0 0 6px;font-size:18px';
    const note = document.createElement('p');
    note.textContent = 'No money moves here: this test checkout stands in for Razorpay.';
    note.style.cssText = 'margin:0 0 14px;font-size:13px;color:#555';
    const amount = document.createElement('p');
    amount.textContent = 'Amount: ' + rupees(o.amount);
    amount.style.cssText = 'font-size:22px;font-weight:700;margin:0 0 18px';
    const buttons = document.createElement('div');
    buttons.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap';
    const button = (label, color) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'flex:1;padding:10px 12px;border-radius:8px;border:1px solid ' + color + ';background:' + color + ';color:#fff;font-size:15px;cursor:pointer';
      buttons.appendChild(b);
      return b;
    };
    const approve = button('Approve payment', '#2f6b3a');
    const decline = button('Decline payment', '#b42318');
    const close = button('Close', '#667085');
    box.append(title, note, amount, buttons);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    const done = () => overlay.remove();
    approve.onclick = () => {
      approve.disabled = decline.disabled = true;
      post('/api/payments/sandbox/approve', { order_id: o.order_id })
        .then((response) => { done(); o.handler && o.handler(response); })
        .catch(() => { done(); this.failed.forEach((cb) => cb({ error: { code: 'GATEWAY_ERROR', description: 'Sandbox could not approve.', metadata: { order_id: o.order_id } } })); });
    };
    decline.onclick = () => {
      approve.disabled = decline.disabled = true;
      post('/api/payments/sandbox/decline', { order_id: o.order_id })
        .then((error) => { done(); this.failed.forEach((cb) => cb({ error })); })
        .catch(() => done());
    };
    close.onclick = () => { done(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); };
  };
  window.Razorpay = Razorpay;
})();
`;
