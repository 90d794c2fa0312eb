import { AdminDisputesQueue } from "./admin-disputes-queue";
import { AdminStatTiles } from "./admin-stat-tiles";
import { AdminUsersPanel } from "./admin-users-panel";
import { LatestNotifications } from "./latest-notifications";

/** The ADMIN dashboard (spec B11): platform counts, account management and recent activity. */
export function AdminDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <AdminStatTiles />
      <AdminDisputesQueue />
      <AdminUsersPanel />
      <div className="lg:max-w-2xl">
        <LatestNotifications />
      </div>
    </div>
  );
}
