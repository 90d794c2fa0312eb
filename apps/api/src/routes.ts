import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminRoutes } from "./modules/admin/index";
import { savedSearchRoutes } from "./modules/alerts/index";
import { authRoutes, linkedAccountRoutes } from "./modules/auth/index";
import { chatRoutes } from "./modules/chat/index";
import { collaborationRoutes } from "./modules/collaborations/index";
import { dashboardModule } from "./modules/dashboard/index";
import { devOutboxRoutes } from "./modules/dev-outbox/index";
import { favouriteRoutes } from "./modules/favourites/index";
import { freelancerRoutes } from "./modules/freelancers/index";
import { healthRoutes } from "./modules/health/index";
import { adminHelpRoutes, helpRoutes } from "./modules/help/index";
import { hourlyRoutes } from "./modules/hourly/index";
import { paymentRoutes, taxReturnRoutes, walletAdminRoutes, walletRoutes } from "./modules/money/index";
import { notificationPreferenceRoutes, notificationRoutes, unsubscribeRoutes } from "./modules/notifications/index";
import { privacyRoutes } from "./modules/privacy/index";
import {
  adminDisputeRoutes,
  boardItemRoutes,
  bonusRoutes,
  disputeRoutes,
  milestoneRoutes,
  payoutShareRoutes,
  projectRoutes,
  reviewRoutes,
} from "./modules/projects/index";
import { pushRoutes } from "./modules/push/index";
import { moderationRoutes, safetyRoutes } from "./modules/safety/index";
import { applicationRoutes, companyReputation, taskRoutes } from "./modules/tasks/index";
import { adminTaxProfileRoutes, taxProfileRoutes } from "./modules/tax/index";
import { joinRequestRoutes, teamInvitationRoutes, teamRoutes } from "./modules/teams/index";
import { publicPageRoutes, showcaseImageRoutes, userRoutes } from "./modules/users/index";

/**
 * Every REST route under /api, in the order they register. Composed here, above the modules, so a
 * lower module's routes can be handed what a higher module derives (a company's reputation on
 * /user/{id}) without importing it.
 */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  // First: its hook drops a user's cached dashboard after any write of theirs (decision 0048).
  await api.register(dashboardModule);
  await api.register(healthRoutes);
  await api.register(authRoutes, { prefix: "/auth" });
  await api.register(userRoutes, { prefix: "/user", companyReputation });
  await api.register(freelancerRoutes, { prefix: "/user" });
  await api.register(linkedAccountRoutes, { prefix: "/user" });
  await api.register(publicPageRoutes);
  await api.register(showcaseImageRoutes, { prefix: "/users/me" });
  await api.register(notificationRoutes, { prefix: "/notifications" });
  await api.register(pushRoutes, { prefix: "/push" });
  await api.register(savedSearchRoutes, { prefix: "/saved-searches" });
  await api.register(notificationPreferenceRoutes, { prefix: "/notification-preferences" });
  await api.register(unsubscribeRoutes, { prefix: "/unsubscribe" });
  await api.register(adminRoutes, { prefix: "/admin" });
  await api.register(taskRoutes, { prefix: "/tasks" });
  await api.register(applicationRoutes, { prefix: "/applications" });
  await api.register(projectRoutes, { prefix: "/projects" });
  await api.register(milestoneRoutes, { prefix: "/milestones" });
  await api.register(boardItemRoutes, { prefix: "/board-items" });
  await api.register(disputeRoutes, { prefix: "/disputes" });
  await api.register(reviewRoutes, { prefix: "/reviews" });
  await api.register(adminDisputeRoutes, { prefix: "/admin/disputes" });
  await api.register(teamRoutes, { prefix: "/teams" });
  await api.register(teamInvitationRoutes, { prefix: "/team-invitations" });
  await api.register(joinRequestRoutes, { prefix: "/join-requests" });
  await api.register(payoutShareRoutes, { prefix: "/projects" });
  await api.register(bonusRoutes, { prefix: "/projects" });
  await api.register(hourlyRoutes);
  await api.register(taxProfileRoutes, { prefix: "/tax-profile" });
  await api.register(adminTaxProfileRoutes, { prefix: "/admin/users" });
  await api.register(walletRoutes, { prefix: "/wallet" });
  await api.register(walletAdminRoutes, { prefix: "/admin/wallet" });
  await api.register(taxReturnRoutes, { prefix: "/admin/tax" });
  await api.register(paymentRoutes, { prefix: "/payments" });
  await api.register(chatRoutes, { prefix: "/chat" });
  await api.register(collaborationRoutes, { prefix: "/collaborations" });
  await api.register(favouriteRoutes, { prefix: "/favourites" });
  await api.register(helpRoutes, { prefix: "/help" });
  await api.register(adminHelpRoutes, { prefix: "/admin/help" });
  await api.register(safetyRoutes, { prefix: "/safety" });
  await api.register(moderationRoutes, { prefix: "/admin/moderation" });
  await api.register(privacyRoutes, { prefix: "/account" });
  if (api.ctx.config.env !== "production") await api.register(devOutboxRoutes, { prefix: "/dev" });
};
