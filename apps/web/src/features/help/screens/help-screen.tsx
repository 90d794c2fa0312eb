import { Search } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { DebouncedInput } from "@/components/debounced-input";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useViewerRole } from "@/lib/viewer-role";
import { AdminTicketsQueue } from "../components/admin-tickets-queue";
import { ArticleBrowser } from "../components/article-browser";
import { ArticleView } from "../components/article-view";
import { ContactSupportForm } from "../components/contact-support-form";
import { MyRequests } from "../components/my-requests";

type View = "articles" | "contact" | "requests" | "queue";
const VIEWS: readonly View[] = ["articles", "contact", "requests", "queue"];

/**
 * /help: one route, the state in the address — `q` the search, `article` the open
 * article, `view` the tab ('Contact support', 'My requests', and the admins' support queue),
 * `ticket` the request open under 'My requests' (the link in support's emails); `?tab=tickets` is
 * the admins' queue too.
 */
export default function HelpScreen() {
  const role = useViewerRole();
  const [params, setParams] = useSearchParams();
  // `?tab=tickets` is the address the admin dashboard links to for the queue.
  const requested = (params.get("tab") === "tickets" ? "queue" : params.get("view")) as View | null;
  const view: View =
    requested && VIEWS.includes(requested) && (requested !== "queue" || role === "ADMIN") ? requested : "articles";
  const q = params.get("q") ?? "";
  const article = params.get("article");
  const ticket = params.get("ticket");

  const go = useCallback((next: Record<string, string>, replace = false) => setParams(next, { replace }), [setParams]);
  const search = (value: string) => go(value.trim() ? { q: value } : {}, true);
  const showContact = () => go({ view: "contact" });
  const backHref = q ? `/help?q=${encodeURIComponent(q)}` : "/help";

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Help Center" description="Answers to common questions, and a way to reach support." />
      <div className="relative mb-5 max-w-2xl">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <DebouncedInput
          type="search"
          aria-label="Search the help center"
          placeholder="Search, e.g. fees or withdrawal"
          className="h-11 pl-9"
          value={q}
          onCommit={search}
        />
      </div>
      <Tabs value={view} onValueChange={(next) => go(next === "articles" ? {} : { view: next })}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Help center sections">
            <TabsTrigger className="whitespace-nowrap" value="articles">
              Articles
            </TabsTrigger>
            <TabsTrigger className="whitespace-nowrap" value="contact">
              Contact support
            </TabsTrigger>
            <TabsTrigger className="whitespace-nowrap" value="requests">
              My requests
            </TabsTrigger>
            {role === "ADMIN" ? (
              <TabsTrigger className="whitespace-nowrap" value="queue">
                Support tickets
              </TabsTrigger>
            ) : null}
          </TabsList>
        </div>
        <TabsContent value="articles">
          {article ? (
            <ArticleView slug={article} backHref={backHref} />
          ) : (
            <ArticleBrowser q={q} onContact={showContact} />
          )}
        </TabsContent>
        <TabsContent value="contact">
          <div className="max-w-2xl">
            <ContactSupportForm onSent={(sent) => go({ view: "requests", ticket: sent.id })} />
          </div>
        </TabsContent>
        <TabsContent value="requests">
          <MyRequests
            ticketId={ticket}
            onSelect={(id) => go({ view: "requests", ticket: id }, true)}
            onContact={showContact}
          />
        </TabsContent>
        {role === "ADMIN" ? (
          <TabsContent value="queue">
            <AdminTicketsQueue />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
