import { NOTIFICATION_CHANNELS, type TNotificationChannel } from "@crewlance/contracts/notification-groups";
import {
  CHANNEL_LABELS,
  ESSENTIAL_REASON,
  GROUP_LABELS,
  isEssential,
  type TNotificationPreferences,
  type TPreferenceChange,
} from "@crewlance/contracts/notification-preferences";
import { Card } from "@/components/ui/card";
import { PreferenceSwitch } from "./preference-switch";

const ESSENTIAL_NOTE_ID = "notification-essential-note";

/** Groups down, channels across; security and money stay on in the app and by email. */
export function PreferenceGrid({
  preferences,
  saving,
  onChange,
}: {
  preferences: TNotificationPreferences;
  saving: boolean;
  onChange: (change: TPreferenceChange) => void;
}) {
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="notification-grid-heading">
      <h2 id="notification-grid-heading" className="text-base font-semibold text-fg">
        What we tell you about, and where
      </h2>
      <p id={ESSENTIAL_NOTE_ID} className="mt-1 text-sm text-muted">
        {ESSENTIAL_REASON} Those switches stay on.
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Notifications by kind and channel</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              Kind
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium sm:w-24">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-[var(--border)]">
          {preferences.groups.map((row) => (
            <tr key={row.group}>
              <th scope="row" className="py-3 pr-2 text-left font-medium text-fg">
                {GROUP_LABELS[row.group]}
              </th>
              {NOTIFICATION_CHANNELS.map((channel: TNotificationChannel) => {
                const essential = isEssential(row.group, channel);
                return (
                  <td key={channel} className="px-1 py-3 text-center">
                    <span className="inline-flex justify-center">
                      <PreferenceSwitch
                        label={`${GROUP_LABELS[row.group]}: ${CHANNEL_LABELS[channel]}`}
                        checked={row.channels[channel]}
                        disabled={essential || saving}
                        describedBy={essential ? ESSENTIAL_NOTE_ID : undefined}
                        onChange={(enabled) => onChange({ group: row.group, channel, enabled })}
                      />
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
