import NotificationSettingsScreen from "@/features/notifications/screens/notification-settings-screen";
import { PushOnThisDevice } from "@/features/push";

/** /settings/notifications: the preferences (decision 0104) with push on this browser at the top (decision 0105). */
export default function NotificationSettingsRoute() {
  return <NotificationSettingsScreen PushOnThisDevice={PushOnThisDevice} />;
}
