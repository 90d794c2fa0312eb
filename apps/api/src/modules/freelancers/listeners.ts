import type { AppContext } from "../../context";
import { type Reportable, registerReportable } from "../safety/index";
import { readReportedPerson } from "../users/index";

/*
 * People as the moderation queue describes them (decision 0092). The users module sits below
 * safety and cannot register them; the directory, which shows people to each other, does.
 */

/**
 * Any signed-in person may report another they can find: not one hidden from them (a hidden or
 * suspended profile answers "not found" to others, as its public profile does). An admin (null)
 * sees everyone.
 */
export async function describePerson(
  ctx: AppContext,
  userId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const person = await readReportedPerson(ctx, userId);
  if (!person) return null;
  const findable = !person.hidden && person.status !== "SUSPENDED";
  if (viewerId !== null && viewerId !== userId && !findable) return null;
  return {
    ownerId: person.id,
    label: person.name,
    preview: person.lines[0]?.text ?? null,
    context: async () => person.lines.map((line) => ({ ...line, at: null, reported: false })),
  };
}

export function listen(): void {
  registerReportable("USER", describePerson);
}
