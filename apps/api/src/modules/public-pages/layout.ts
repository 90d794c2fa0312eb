import { html, jsonForScript, SafeHtml } from "./html";
import { PAGE_CSS } from "./styles";

/*
 * Every public page's shell (decision 0096): one HTML document with its title, description,
 * canonical address, Open Graph and Twitter card tags and JSON-LD in the head, the stylesheet
 * inlined, and no script to run — the content is in the HTML.
 */

export type PageHead = {
  title: string;
  description: string;
  /** The absolute canonical address; also og:url. */
  canonical: string;
  /** false: `noindex` (the sign-in notice, the not-found page). */
  indexable: boolean;
  /** The absolute address of the 1200×630 preview image. */
  image?: string;
  ogType?: "profile" | "website";
  jsonLd?: unknown;
};

const DESCRIPTION_LENGTH = 160;
/** Our own constant, not input: goes in unescaped. */
const STYLE = new SafeHtml(PAGE_CSS);

/** The first `DESCRIPTION_LENGTH` characters of `text` on one line, cut at a word with "…". */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}

function socialTags(head: PageHead): SafeHtml {
  return html`<meta property="og:site_name" content="Crewlance">
<meta property="og:type" content="${head.ogType ?? "website"}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:url" content="${head.canonical}">
${head.image ? html`<meta property="og:image" content="${head.image}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">` : ""}
<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}">
<meta name="twitter:title" content="${head.title}">
<meta name="twitter:description" content="${head.description}">
${head.image ? html`<meta name="twitter:image" content="${head.image}">` : ""}`;
}

export function renderPage(head: PageHead, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
${head.indexable ? html`<link rel="canonical" href="${head.canonical}">` : html`<meta name="robots" content="noindex">`}
<meta name="theme-color" content="#f59e0b">
${head.indexable ? socialTags(head) : ""}
${head.jsonLd ? html`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : ""}
<style>${STYLE}</style>
</head>
<body>
<header class="top"><a class="brand" href="/">Crew<span>lance</span></a><a href="/auth/login">Sign in</a></header>
<main>${body}</main>
<footer>Crewlance — hire freelancers and teams in India, paid safely through escrow.</footer>
</body>
</html>
`.value;
}
