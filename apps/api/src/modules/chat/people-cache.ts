import type { TChatPerson } from "@crewlance/contracts/chat";
import type { AppContext } from "../../context";
import type { ListenHandlers } from "../../db/client";
import { KeptWhileListening } from "./kept-while-listening";
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

/** The NOTIFY channel of migration 0023 (db/functions/chat_people_notify_*.sql). */
export const CHAT_PEOPLE_CHANNEL = "chat_people";

/** People kept at most (a bound on memory, ~200 bytes each); past it the instance starts again from none. */
export const PEOPLE_KEPT_MAX = 50_000;

/** Senders as chat shows them, by id: the instance's cache, or the database. */
export type PeopleSource = (ids: readonly string[]) => Promise<Map<string, TChatPerson>>;

export class ChatPeopleCache {
  private readonly people = new KeptWhileListening<TChatPerson>(PEOPLE_KEPT_MAX);

  constructor(private readonly ctx: AppContext) {}

  /** Each of the ids as chat shows them (loadPeople): the ones kept from memory, the others read and kept. */
  readonly peopleOf: PeopleSource = (ids) =>
    this.people.read(
      ids,
      (id) => id,
      (unknown) => loadPeople(this.ctx, unknown),
    );

  /** What the database's listener calls. */
  handlers(): ListenHandlers {
    return {
      onNotify: (userId) => this.people.forget(userId),
      // Changes between a drop and now were not heard: start from nothing.
      onReady: () => this.people.setListening(true),
      onGap: () => this.people.setListening(false),
    };
  }
}
