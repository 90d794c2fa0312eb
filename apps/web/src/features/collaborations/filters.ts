import { COLLABORATION_BOXES, COLLABORATION_STATUSES } from "@crewlance/contracts/collaboration-values";
import { oneOfFilter, pageFilter } from "@/lib/use-url-filters";

/** /collaboration's tabs and filter in the address: `?box=sent&status=PENDING&page=2` (Received is the bare address). */
export const listFields = {
  box: oneOfFilter(COLLABORATION_BOXES, "received"),
  status: oneOfFilter(COLLABORATION_STATUSES, ""),
  page: pageFilter(),
};
