import { APPLICATION_STATUSES, type TApplicationStatus } from "@crewlance/contracts/applications";
import { oneOfFilter, pageFilter, type UrlFilterFields } from "@/lib/use-url-filters";

/** /my-applications?status=SHORTLISTED&page=2: the tab and the page live in the address. */
type MyApplicationFilters = { status: TApplicationStatus | ""; page: number };

export const myApplicationFilterFields: UrlFilterFields<MyApplicationFilters> = {
  status: oneOfFilter(APPLICATION_STATUSES, ""),
  page: pageFilter(),
};
