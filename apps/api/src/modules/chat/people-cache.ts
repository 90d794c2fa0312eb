import type { TChatPerson } from "@crewlance/contracts/chat";
import type { AppContext } from "../../context";
import type { ListenHandlers } from "../../db/client";
import { loadPeople } from "./views";

/*
 * How chat shows a person (a name and a picture, views.ts `personOf`), kept per user by each
 * instance until the database says it changed (decision 0069): a batch of sends, and every typing
 * event, no longer reads its senders. Changing a user's name or avatar, or their company profile's
 * name or logo, notifies channel `chat_people` with the user's id (migration 0023), and the
 * instance forgets that person. The rules are those of the participants (decision 0068): nothing
 * is kept while the instance is not listening, a read that raced a notification is used but not
 * kept, and a dropped listening connection forgets everything.
 */

/** The NOTIFY channel of migration 0023. */
export const CHAT_PEOPLE_CHANNEL = "chat_people";

/** People kept at most (a bound on memory, ~200 bytes each); past it the instance starts again from none. */
export const PEOPLE_KEPT_MAX = 50_000;

/** Senders as chat shows them, by id: the instance's cache, or the database. */
export type PeopleSource = (ids: readonly string[]) => Promise<Map<string, TChatPerson>>;

export class ChatPeopleCache {
  private people = new Map<string, TChatPerson>();
  private listening = false;
  /** Moves on every notification: a read that started before one is not kept. */
  private generation = 0;

  constructor(private readonly ctx: AppContext) {}

  /** Each of the ids as chat shows them (loadPeople): the ones kept from memory, the others read and kept. */
  readonly peopleOf: PeopleSource = async (ids) => {
    const result = new Map<string, TChatPerson>();
    const unknown: string[] = [];
    for (const id of ids) {
      const known = this.people.get(id);
      if (known) result.set(id, known);
      else unknown.push(id);
    }
    if (unknown.length === 0) return result;
    const generation = this.generation;
    const read = await loadPeople(this.ctx, unknown);
    const keep = this.listening && generation === this.generation;
    if (keep && this.people.size + read.size > PEOPLE_KEPT_MAX) this.people = new Map();
    for (const [id, person] of read) {
      result.set(id, person);
      if (keep) this.people.set(id, person);
    }
    return result;
  };

  /** What the database's listener calls. */
  handlers(): ListenHandlers {
    return {
      onNotify: (userId) => {
        this.generation++;
        this.people.delete(userId);
      },
      onReady: () => {
        // Changes between a drop and now were not heard: start from nothing.
        this.forgetAll();
        this.listening = true;
      },
      onGap: () => {
        this.listening = false;
        this.forgetAll();
      },
    };
  }

  private forgetAll(): void {
    this.generation++;
    this.people = new Map();
  }
}
