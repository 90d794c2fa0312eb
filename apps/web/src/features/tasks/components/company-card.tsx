import { formatPaise } from "@crewlance/contracts/money";
import type { TTaskCompany } from "@crewlance/contracts/tasks";
import { BadgeCheck, CalendarDays, MapPin, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { CompanyFigure, PaymentVerifiedLine } from "@/components/company-figures";
import { MessageButton } from "@/components/message-button";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { formatMonthYear } from "@/lib/format";

const percent = (share: number) => `${Math.round(share * 100)}%`;

const memberSince = (iso: string) => formatMonthYear(new Date(iso));

/** One line of a company's reputation for a task card: name, rating, tasks posted, hire rate, payment. */
export function CompanyLine({ company }: { company: TTaskCompany }) {
  const { reputation } = company;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-fg">
        <Avatar src={company.logoUrl} name={company.name} size="xs" className="rounded-md" />
        <span className="truncate">{company.name}</span>
        {company.verified ? (
          <BadgeCheck className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400" aria-label="Verified company" />
        ) : null}
      </span>
      {reputation.averageRating !== null ? (
        <span className="inline-flex items-center gap-1">
          <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
          {reputation.averageRating.toFixed(1)}
        </span>
      ) : null}
      <span>
        {reputation.tasksPosted} {reputation.tasksPosted === 1 ? "task" : "tasks"} posted
      </span>
      <span>{percent(reputation.hireRate)} hire rate</span>
      <span
        className={cn(
          "inline-flex items-center gap-1",
          reputation.paymentVerified && "text-emerald-700 dark:text-emerald-400",
        )}
      >
        <ShieldCheck className="size-3.5" aria-hidden />
        {reputation.paymentVerified ? "Payment verified" : "Payment not verified"}
      </span>
    </div>
  );
}

/** The company behind a task, with its reputation, so a freelancer can judge a client. */
export function CompanyCard({ company }: { company: TTaskCompany }) {
  const { reputation } = company;
  return (
    <section aria-label="About the company" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">About the company</h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={company.logoUrl} name={company.name} size="md" className="rounded-xl" />
        <div className="min-w-0">
          <p className="flex items-start gap-1.5 font-semibold leading-snug text-fg">
            {/* The company's profile (decision 0083): its reviews, not only their average. */}
            <Link to={`/companies/${company.id}`} className="break-words hover:underline">
              {company.name}
            </Link>
            {company.verified ? (
              <BadgeCheck
                className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
                aria-label="Verified company"
              />
            ) : null}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
            {company.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden />
                {company.location}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden />
              Member since {memberSince(reputation.memberSince)}
            </span>
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <CompanyFigure label="Tasks posted" value={String(reputation.tasksPosted)} />
        <CompanyFigure label="Hire rate" value={percent(reputation.hireRate)} />
        <CompanyFigure label="Total paid out" value={formatPaise(reputation.totalPaidOut)} />
        <CompanyFigure
          label="Rating"
          value={
            reputation.averageRating === null
              ? "No reviews yet"
              : `${reputation.averageRating.toFixed(1)} (${reputation.reviewsCount})`
          }
        />
      </dl>
      <PaymentVerifiedLine verified={reputation.paymentVerified} />
      <MessageButton userId={company.id} name={company.name} className="mt-4 w-full" />
    </section>
  );
}
