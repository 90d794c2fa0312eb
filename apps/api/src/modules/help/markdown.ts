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

export type RenderedArticle = { html: string; text: string };

/** The body as HTML, and as plain text (what search indexes and quotes in excerpts). */
export function renderArticle(markdown: string, knownSlugs: ReadonlySet<string>, file: string): RenderedArticle {
  const md = createRenderer(knownSlugs, file);
  const tokens = md.parse(markdown, {});
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
