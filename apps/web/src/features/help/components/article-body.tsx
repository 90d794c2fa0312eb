import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * The article as the API rendered it: markdown-it with raw HTML escaped, links checked, in the
 * repository's own files (decision 0049). Links inside the app navigate without a reload.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks are the links' own; this only keeps them in the app
    <div
      onClick={onClick}
      className="help-article max-w-none text-[15px] leading-7 text-fg [&_a]:font-medium [&_a]:text-amber-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-amber-400 [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_.article-table]:mt-4 [&_.article-table]:max-w-full [&_.article-table]:overflow-x-auto [&_.article-table]:rounded-lg [&_.article-table:focus-visible]:outline-2 [&_.article-table:focus-visible]:outline-amber-500 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the API from the repository's markdown with raw HTML escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
