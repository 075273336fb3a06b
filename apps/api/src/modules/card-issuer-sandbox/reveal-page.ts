import { createHash } from 'node:crypto';
import { CARD_REVEAL_SECONDS } from '@owo/core/contract';

/**
 * The issuer's one-time page with a card's details. No script: the details hide themselves after
 * CARD_REVEAL_SECONDS with a CSS animation, and the page can never be opened again.
 */
const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;padding:16px}
main{max-width:360px;margin:0 auto;padding:20px;border-radius:16px;background:#161326;color:#fff}
h1{font-size:1rem;margin:0 0 12px}
dl{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:0}
dl div:first-child{grid-column:1/-1}
dt{font-size:.75rem;opacity:.8}
dd{margin:2px 0 0;font-size:1.05rem;font-variant-numeric:tabular-nums;letter-spacing:.04em}
.number{font-size:1.25rem}
p{font-size:.8rem;margin:14px 0 0;opacity:.85}
.secret{animation:hide 0s linear ${CARD_REVEAL_SECONDS}s forwards}
.after{visibility:hidden;animation:show 0s linear ${CARD_REVEAL_SECONDS}s forwards}
@keyframes hide{to{visibility:hidden}}
@keyframes show{to{visibility:visible}}
`;

/** The CSP source of the page's one stylesheet: no 'unsafe-inline', no outside assets. */
export const REVEAL_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Card details</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface RevealedCard {
  number: string;
  nameOnCard: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export function revealPage(card: RevealedCard): string {
  const groups = card.number.match(/.{1,4}/g)?.join(' ') ?? card.number;
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
  return page(
    `<main aria-labelledby="title"><h1 id="title">Your dollar card</h1>` +
      `<dl class="secret">` +
      `<div><dt>Card number</dt><dd class="number">${escapeHtml(groups)}</dd></div>` +
      `<div><dt>Name on card</dt><dd>${escapeHtml(card.nameOnCard)}</dd></div>` +
      `<div><dt>Expiry</dt><dd>${expiry}</dd></div>` +
      `<div><dt>CVV</dt><dd>${escapeHtml(card.cvv)}</dd></div>` +
      `</dl>` +
      `<p class="secret">Shown once, for ${CARD_REVEAL_SECONDS} seconds. Copy what you need now; to see the details again, ask for them in the app with your PIN.</p>` +
      `<p class="after" role="status">These details are hidden now. Ask for them again in the app with your PIN.</p>` +
      `</main>`,
  );
}

export function usedPage(): string {
  return page(
    `<main aria-labelledby="title"><h1 id="title">Card details</h1><p>This link has been used or has expired. Ask for the card details again in the app with your PIN.</p></main>`,
  );
}
