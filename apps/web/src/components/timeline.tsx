import { isHttpUrl } from "@crewlance/contracts/text";
import { ExternalLink, type LucideIcon } from "lucide-react";

export type TimelineItem = { title: string; subtitle?: string; meta?: string; body?: string; href?: string };

/** A titled list of entries (education, work, showcase) with an honest empty line. */
export function Timeline({
  icon: Icon,
  title,
  items,
  empty,
}: {
  icon: LucideIcon;
  title: string;
  items: TimelineItem[];
  empty: string;
}) {
  return (
    <section>
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-fg">
        <Icon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-3 border-l border-line pl-4">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders; titles may repeat.
            <li key={`${item.title}-${index}`} className="relative">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-amber-500 bg-surface"
              />
              <p className="text-sm font-medium text-fg">
                {/* Links saved before stored URLs were limited to http(s) may still say javascript:. */}
                {item.href && isHttpUrl(item.href) ? (
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 hover:underline"
                  >
                    {item.title}
                    <ExternalLink className="size-3" aria-hidden />
                  </a>
                ) : (
                  item.title
                )}
              </p>
              {item.subtitle ? <p className="text-xs text-muted">{item.subtitle}</p> : null}
              {item.meta ? <p className="text-xs text-muted">{item.meta}</p> : null}
              {item.body ? <p className="mt-1 line-clamp-3 text-xs text-muted">{item.body}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
