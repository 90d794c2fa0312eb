import MarkdownIt from "markdown-it";

/*
 * Articles are rendered once, at start, on the server with a
 * sanitizing renderer: markdown-it with raw HTML switched off, so anything that looks like a
 * tag is escaped text, and its link check refuses javascript:, vbscript: and data: addresses.
 * The web shows the result as it is.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the web shows an article: the help center keeps one route and names the article in the address. */
export function articlePath(slug: string): string {
  return `/help?article=${slug}`;
}

export class ArticleLinkError extends Error {}

function createRenderer(knownSlugs: ReadonlySet<string>, file: string): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const href = token.attrGet("href") ?? "";
    if (SLUG.test(href)) {
      // `[text](fees)`: another article, which must exist.
      if (!knownSlugs.has(href)) throw new ArticleLinkError(`${file}: the link to "${href}" names no article.`);
      token.attrSet("href", articlePath(href));
      token.attrSet("data-article", href);
    } else if (/^https?:\/\//i.test(href)) {
      token.attrSet("rel", "noopener noreferrer");
      token.attrSet("target", "_blank");
    }
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  // A wide table scrolls on its own on a phone; the scroller takes focus, so keyboards reach it.
  md.renderer.rules.table_open = () =>
    '<div class="article-table" role="region" aria-label="Table" tabindex="0">\n<table>\n';
  md.renderer.rules.table_close = () => "</table>\n</div>\n";
  return md;
}

/** `## No scams or fraud {#scam-fraud}`: a heading may name its own anchor; otherwise its words make one. */
const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

const anchorOf = (words: string) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Gives every heading an id, so a link can point into an article: the community rules article's
 * headings are what `communityRuleLink` names (decision 0092).
 */
function anchorHeadings(tokens: ReturnType<MarkdownIt["parse"]>): void {
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const inline = tokens[index + 1];
    if (inline?.type !== "inline") return;
    const last = inline.children?.at(-1);
    const named = last?.type === "text" ? HEADING_ID.exec(last.content) : null;
    if (named && last) {
      last.content = last.content.replace(HEADING_ID, "");
      inline.content = inline.content.replace(HEADING_ID, "");
    }
    const id = named ? named[1]! : anchorOf(inline.content);
    if (id) token.attrSet("id", id);
  });
}

export type RenderedArticle = { html: string; text: string };

/** The body as HTML, and as plain text (what search indexes and quotes in excerpts). */
export function renderArticle(markdown: string, knownSlugs: ReadonlySet<string>, file: string): RenderedArticle {
  const md = createRenderer(knownSlugs, file);
  const tokens = md.parse(markdown, {});
  anchorHeadings(tokens);
  const html = md.renderer.render(tokens, md.options, {});
  const lines: string[] = [];
  for (const token of tokens) {
    if (token.type !== "inline") continue;
    const line = (token.children ?? [])
      .map((child) => {
        if (child.type === "text" || child.type === "code_inline") return child.content;
        return child.type === "softbreak" || child.type === "hardbreak" ? " " : "";
      })
      .join("");
    if (line.trim() !== "") lines.push(line.trim());
  }
  return { html, text: lines.join("\n") };
}
