import { ALERT_FREQUENCIES } from "@crewlance/contracts/notification-groups";
import type { TCreateSavedSearchBody } from "@crewlance/contracts/saved-searches";
import { z } from "zod";

/** The save dialog's fields: the name, and for a task search how often it alerts. */
export const ZSaveSearchForm = z.object({
  name: z.string().trim().min(1, "Give the search a name.").max(80, "Use at most 80 characters."),
  alerts: z.enum(ALERT_FREQUENCIES),
});
export type TSaveSearchForm = z.infer<typeof ZSaveSearchForm>;

/** What a list screen hands 'Save search': which list, and its query as the address holds it. */
export type SaveSearchProps = {
  kind: TCreateSavedSearchBody["kind"];
  query: Record<string, string | number | undefined>;
};
