import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, BadgeCheck, Building2, CalendarDays, MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { MessageButton } from "@/components/message-button";
import { UserReviews } from "@/components/reviews/user-reviews";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatMonthYear } from "@/lib/format";
import { companyQuery } from "../api";
import { CompanyFacts } from "../components/company-facts";
import { CompanyReputation } from "../components/company-reputation";

/** A company's public profile (decision 0083): what its task card shows, what it wrote, its reviews. */
export default function CompanyDetailScreen() {
  const { id = "" } = useParams();
  const query = useQuery(companyQuery(id));
  const back = (
    <Link to="/tasks" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
      <ArrowLeft className="size-4" aria-hidden /> All tasks
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="mt-6 h-40 rounded-2xl" />
      </div>
    );
  }
  const user = query.data;
  const company = user?.role === "COMPANY" ? user.companyProfile : null;
  if (!user || !company) {
    // GET /user/{id} answers any account: a freelancer's (or a company without its details yet)
    // is no company page; 404 is an unknown or suspended account, 400 an address that is no id.
    const missing = query.isSuccess || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
    return (
      <>
        {back}
        {missing ? (
          <EmptyState
            icon={Building2}
            title="Company not found"
            description="No company has this address. The link may be mistyped, or it may point to an account that is not a company's."
            action={<LinkButton to="/tasks">Back to tasks</LinkButton>}
          />
        ) : (
          <EmptyState
            icon={AlertCircle}
            title="Could not load this company"
            description={errorMessage(query.error)}
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        )}
      </>
    );
  }

  return (
    <>
      {back}
      <Card className="p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <Avatar src={company.logoUrl} name={company.companyName} size="lg" className="shrink-0 rounded-xl" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h1 className="break-words text-2xl font-semibold tracking-tight text-fg">{company.companyName}</h1>
              {company.verified ? (
                <Badge tone="success">
                  <BadgeCheck className="size-3.5" aria-hidden /> Verified company
                </Badge>
              ) : null}
            </div>
            <p className="text-muted">{company.industry}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
              {company.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden /> {company.location}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden /> Member since {formatMonthYear(new Date(user.createdAt))}
              </span>
            </p>
          </div>
          <SafetyMenu
            className="ml-auto"
            label={`More actions for ${company.companyName}`}
            report={{ itemKind: "USER", itemId: user.id, itemName: company.companyName }}
            person={{ userId: user.id, name: company.companyName }}
          />
        </div>
      </Card>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CompanyFacts company={company} />
          <UserReviews
            userId={user.id}
            emptyDescription="Reviews from freelancers appear here after completed projects."
          />
        </div>
        {user.companyReputation ? (
          // First on phones: a freelancer judging a client looks for these figures first.
          <CompanyReputation
            reputation={user.companyReputation}
            className="order-first lg:order-none"
            action={<MessageButton userId={user.id} name={company.companyName} className="mt-4 w-full" />}
          />
        ) : null}
      </div>
    </>
  );
}
