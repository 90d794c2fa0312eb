import type { AppContext } from "../../context";
import { loadUserView } from "../users/user-view";

/** The receipt's holder (name and email) and the other parties' names, read through the users module. */
export async function receiptParties(ctx: AppContext, input: { holderId: string; partyIds: string[] }) {
  const ids = [...new Set([input.holderId, ...input.partyIds])];
  const people = await Promise.all(ids.map((id) => loadUserView(ctx.db, id)));
  const byId = new Map(people.flatMap((person) => (person ? [[person.id, person]] : [])));
  const holder = byId.get(input.holderId);
  return {
    holder: { fullName: holder?.fullName ?? "Unknown user", email: holder?.email ?? "" },
    others: ids.filter((id) => id !== input.holderId).map((id) => byId.get(id)?.fullName ?? "Unknown user"),
  };
}
