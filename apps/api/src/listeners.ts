import { listenersWired, markListenersWired } from "./lib/events";
import { listen as listenAdmin } from "./modules/admin/index";
import { listen as listenAlerts } from "./modules/alerts/index";
import { listen as listenAuth } from "./modules/auth/index";
import { listen as listenChat } from "./modules/chat/index";
import { listen as listenCollaborations } from "./modules/collaborations/index";
import { listen as listenFavourites } from "./modules/favourites/index";
import { listen as listenFreelancers } from "./modules/freelancers/index";
import { listen as listenHelp } from "./modules/help/index";
import { listen as listenHourly } from "./modules/hourly/index";
import { listen as listenMoney } from "./modules/money/index";
import { listen as listenNotifications } from "./modules/notifications/index";
import { listen as listenProjects } from "./modules/projects/index";
import { listen as listenPush } from "./modules/push/index";
import { listen as listenSafety } from "./modules/safety/index";
import { listen as listenTasks } from "./modules/tasks/index";
import { listen as listenTeams } from "./modules/teams/index";
import { listen as listenUsers } from "./modules/users/index";

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
  listenUsers();
  listenAuth();
  listenMoney();
  listenChat();
  listenFreelancers();
  listenAlerts();
  listenFavourites();
  listenSafety();
  listenHelp();
  listenNotifications();
  listenPush();
  markListenersWired();
}
