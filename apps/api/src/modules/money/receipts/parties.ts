import type { AppContext } from "../../../context";
import { loadUserContacts } from "../../users/index";

/** The receipt's holder (name and email) and the other parties' names, read through the users module. */
export async function receiptParties(ctx: AppContext, input: { holderId: string; partyIds: string[] }) {
  const ids = [...new Set([input.holderId, ...input.partyIds])];
  const byId = await loadUserContacts(ctx, ids);
  const holder = byId.get(input.holderId);
  return {
    holder: { fullName: holder?.fullName ?? "Unknown user", email: holder?.email ?? "" },
    others: ids.filter((id) => id !== input.holderId).map((id) => byId.get(id)?.fullName ?? "Unknown user"),
  };
}
