import { listenersWired, markListenersWired } from "./lib/events";
import { listen as listenAdmin } from "./modules/admin/index";
import { listen as listenCollaborations } from "./modules/collaborations/index";
import { listen as listenHourly } from "./modules/hourly/index";
import { listen as listenNotifications } from "./modules/notifications/index";
import { listen as listenProjects } from "./modules/projects/index";
import { listen as listenSafety } from "./modules/safety/index";
import { listen as listenTasks } from "./modules/tasks/index";
import { listen as listenTeams } from "./modules/teams/index";

/*
 * The one place that subscribes each module's reactions to domain events (lib/events.ts), in a
 * fixed order: a module's `listeners.ts` exports `listen()`, and it is called here. buildApp and
 * every script that runs a use case (seed, create-admin) call wireListeners() first.
 */
export function wireListeners(): void {
  if (listenersWired()) return;
  listenProjects();
  listenHourly();
  listenTeams();
  listenTasks();
  listenCollaborations();
  listenAdmin();
  listenSafety();
  listenNotifications();
  markListenersWired();
}
