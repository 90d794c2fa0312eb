import type { AppContext } from "../../../context";
import { loadUserContacts, type UserContact } from "../../users/index";

/** Names and emails of the people a moderation answer shows, in one statement. */
export async function peopleOf(ctx: AppContext, ids: ReadonlyArray<string | null>): Promise<Map<string, UserContact>> {
  return loadUserContacts(
    ctx,
    ids.filter((id): id is string => id !== null),
  );
}

/** A person as the admin console shows them; null when unknown or gone. */
export function personRef(people: Map<string, UserContact>, id: string | null): UserContact | null {
  if (!id) return null;
  const person = people.get(id);
  return person ? { id: person.id, fullName: person.fullName, email: person.email } : null;
}
