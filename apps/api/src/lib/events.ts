import type { AppContext } from "../context";
import type { AccountEvents } from "./events/accounts";
import type { CollaborationEvents } from "./events/collaborations";
import type { HourlyEvents } from "./events/hourly";
import type { PrivacyEvents } from "./events/privacy";
import type { ProjectEvents } from "./events/projects";
import type { SafetyEvents } from "./events/safety";
import type { TaskEvents } from "./events/tasks";
import type { TeamEvents } from "./events/teams";
import { afterCommit, type TxContext } from "./transaction";

export type { AccountEvents } from "./events/accounts";
export type { CollaborationEvents, CollaborationFacts } from "./events/collaborations";
export type { HourlyEvents, HourlyFacts } from "./events/hourly";
export type { PrivacyEvents } from "./events/privacy";
export type { MilestoneFacts, ProjectEvents, ProjectFacts } from "./events/projects";
export type { SafetyEvents } from "./events/safety";
export type { TaskEvents } from "./events/tasks";
export type { TeamEvents } from "./events/teams";

/*
 * Domain events (docs/architecture.md "Events"): a use case says what happened and goes on;
 * whatever merely reacts — a notification, an activity entry, a derived figure, a task marked
 * completed — listens in its own module. Two kinds of listener:
 * - `onEvent`: runs inside the emitting transaction, awaited in the order listeners were wired,
 *   so its rows commit or roll back with the change (an unread notification never outlives a
 *   rolled-back approval). A listener that throws fails the use case.
 * - `onEventCommitted`: runs after the outermost transaction commits and never if it rolls back,
 *   not awaited (lib/transaction.ts `afterCommit`): wake-ups and announcements to other instances.
 * Modules subscribe in their `listeners.ts`; src/listeners.ts wires them once per process.
 */

/** Every event a use case emits, with what a listener needs to react without reading it back. */
export interface DomainEvents
  extends ProjectEvents,
    TeamEvents,
    TaskEvents,
    CollaborationEvents,
    HourlyEvents,
    SafetyEvents,
    AccountEvents,
    PrivacyEvents {
  /** Not a real event: lets `emit` be tested without a use case. */
  Probe: { value: number };
}

export type EventName = keyof DomainEvents;
export type Listener<K extends EventName> = (txCtx: TxContext, event: DomainEvents[K]) => Promise<void> | void;
export type CommittedListener<K extends EventName> = (ctx: AppContext, event: DomainEvents[K]) => Promise<void> | void;

type AnyListener = (ctx: never, event: never) => Promise<void> | void;
const inTransaction = new Map<EventName, AnyListener[]>();
const committed = new Map<EventName, AnyListener[]>();
let wired = false;

function add(map: Map<EventName, AnyListener[]>, name: EventName, listener: AnyListener): void {
  const list = map.get(name) ?? [];
  list.push(listener);
  map.set(name, list);
}

/** Reacts inside the transaction that emits `name`. */
export function onEvent<K extends EventName>(name: K, listener: Listener<K>): void {
  add(inTransaction, name, listener as AnyListener);
}

/** Reacts once the transaction that emitted `name` has committed. */
export function onEventCommitted<K extends EventName>(name: K, listener: CommittedListener<K>): void {
  add(committed, name, listener as AnyListener);
}

/**
 * Marks the listeners wired (src/listeners.ts). Until then `emit` refuses: a process that runs a
 * use case without its listeners would silently lose notifications and figures.
 */
export function markListenersWired(): void {
  wired = true;
}

export function listenersWired(): boolean {
  return wired;
}

/** Tells every listener of `name`; in-transaction ones first, awaited, then the after-commit ones queued. */
export async function emit<K extends EventName>(txCtx: TxContext, name: K, event: DomainEvents[K]): Promise<void> {
  if (!wired)
    throw new Error(
      `The domain listeners are not wired: import and call wireListeners() (src/listeners.ts) before emitting ${name}.`,
    );
  for (const listener of inTransaction.get(name) ?? []) await (listener as Listener<K>)(txCtx, event);
  for (const listener of committed.get(name) ?? [])
    afterCommit(txCtx, () => (listener as CommittedListener<K>)(txCtx.outside, event));
}
