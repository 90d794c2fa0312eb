import type {
  TNotificationPreferences,
  TUpdateNotificationPreferencesRequest,
} from "@crewlance/contracts/notification-preferences";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import type { ComponentType } from "react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { notificationPreferencesQuery, updateNotificationPreferences, updateTimeZone } from "../api";
import { DigestCard } from "../components/digest-card";
import { PreferenceGrid } from "../components/preference-grid";

/**
 * /settings/notifications (decision 0104): each kind of notification on each channel, the digest
 * and the time zone. At the top, the push feature's card for this browser, composed in by
 * src/app/screens/notification-settings-screen.tsx.
 */
export default function NotificationSettingsScreen({ PushOnThisDevice }: { PushOnThisDevice?: ComponentType }) {
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQuery);
  const keep = (saved: TNotificationPreferences) =>
    queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved);
  const save = useMutation({
    mutationFn: (body: TUpdateNotificationPreferencesRequest) => updateNotificationPreferences(body),
    onSuccess: (saved) => {
      keep(saved);
      toast.success("Saved.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const saveZone = useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      if (preferences.data) keep({ ...preferences.data, timeZone: user.timeZone });
      toast.success("Saved.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const saving = save.isPending || saveZone.isPending;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Notification settings"
        description="Choose what we tell you about in the app, by email and by push, and when the digest comes."
      />
      {PushOnThisDevice ? <PushOnThisDevice /> : null}
      {preferences.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Your notification settings could not be loaded"
          description={errorMessage(preferences.error)}
          action={<Button onClick={() => void preferences.refetch()}>Try again</Button>}
        />
      ) : !preferences.data ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-80" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <>
          <PreferenceGrid
            preferences={preferences.data}
            saving={saving}
            onChange={(change) => save.mutate({ changes: [change] })}
          />
          <DigestCard
            digest={preferences.data.digest}
            timeZone={preferences.data.timeZone}
            saving={saving}
            onDigest={(digest) => save.mutate({ digest })}
            onTimeZone={(timeZone) => saveZone.mutate(timeZone)}
          />
        </>
      )}
    </div>
  );
}
