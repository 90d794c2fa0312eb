import { listenToApplications } from "./task-listeners";

/* The notifications module's reactions: what people hear of events told in task-listeners.ts. */
export function listen(): void {
  listenToApplications();
}
