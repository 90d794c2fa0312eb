import { html, type SafeHtml } from "./html";

/* Pieces several public pages share. */

export function avatar(name: string, url: string | null): SafeHtml {
  if (url) return html`<img class="avatar" src="${url}" alt="" width="80" height="80">`;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return html`<span class="initials" aria-hidden="true">${initials}</span>`;
}

export function chips(label: string, items: readonly string[]): SafeHtml {
  if (items.length === 0) return html``;
  return html`<ul class="chips" aria-label="${label}">${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

/**
 * A link a person wrote (a portfolio item, a company's website): nofollow, and only for http(s)
 * addresses — a row saved before links were checked could hold `javascript:`, shown as text here.
 */
export function outsideLink(url: string | null | undefined, text: string): SafeHtml {
  if (!url || !/^https?:\/\//i.test(url)) return html`${text}`;
  return html`<a href="${url}" rel="nofollow ugc">${text}</a>`;
}

/** The action button and the line saying a sign-in comes first (decision 0096). */
export function action(label: string, href: string): SafeHtml {
  return html`<a class="button" href="${href}">${label}</a><p class="sub">Sign in to continue.</p>`;
}

/** A titled card; the title names it, so it is a region a screen reader can jump to. */
export function section(title: string, body: SafeHtml | null): SafeHtml {
  if (!body) return html``;
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return html`<section class="card" aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}
