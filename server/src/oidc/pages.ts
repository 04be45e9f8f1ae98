// The few HTML pages the provider itself serves: the logout step (submitted by script at once,
// as the SPA already asked to sign out) and error pages. Bilingual, escaped, with a CSP nonce.
import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(ctx: KoaContextWithOIDC, title: string, body: string, nonce?: string): void {
  ctx.type = 'html';
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; ${nonce ? `script-src 'nonce-${nonce}';` : ''} frame-ancestors 'none'; base-uri 'none'`,
  );
  ctx.body = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.8}</style>
</head><body>${body}</body></html>`;
}

export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  page(
    ctx,
    'خروج | Sign out',
    `<p>در حال خروج از سامانه… <span lang="en" dir="ltr">(Signing out…)</span></p>
${form}<noscript><button form="op.logoutForm" type="submit" name="logout" value="yes">خروج | Sign out</button></noscript>
<script nonce="${nonce}">var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
    nonce,
  );
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  page(
    ctx,
    'خروج | Signed out',
    '<p>از سامانه خارج شدید. <span lang="en" dir="ltr">You have signed out.</span></p><p><a href="/">بازگشت | Back</a></p>',
  );
}

export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  page(
    ctx,
    'درخواست ورود نامعتبر است | Invalid login request',
    `<h1>درخواست ورود نامعتبر است</h1><p lang="en" dir="ltr">Invalid login request</p>
<p dir="ltr"><code>${escapeHtml(out.error)}</code> ${escapeHtml(out.error_description ?? '')}</p><p><a href="/">بازگشت | Back</a></p>`,
  );
}

/** The page of a sign-in step that failed because storage (database, Redis) is unreachable. */
export function renderUnavailable(ctx: KoaContextWithOIDC): void {
  page(
    ctx,
    'سرویس در دسترس نیست | Service unavailable',
    `<h1>سرویس موقتاً در دسترس نیست</h1><p>لطفاً کمی بعد دوباره تلاش کنید.</p>
<p lang="en" dir="ltr">The service is temporarily unavailable. Please try again shortly.</p><p><a href="/">بازگشت | Back</a></p>`,
  );
}
