import {
  DIGEST_FREQUENCIES,
  type TDigestFrequency,
  timeZoneOptions,
} from "@crewlance/contracts/notification-preferences";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";

const FREQUENCY_LABELS: Record<TDigestFrequency, string> = {
  off: "Off",
  daily: "Every day at 09:00",
  weekly: "Mondays at 09:00",
};

/** How often the digest mail comes, and the time zone its 09:00 is in. */
export function DigestCard({
  digest,
  timeZone,
  saving,
  onDigest,
  onTimeZone,
}: {
  digest: TDigestFrequency;
  timeZone: string;
  saving: boolean;
  onDigest: (next: TDigestFrequency) => void;
  onTimeZone: (next: string) => void;
}) {
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="digest-heading">
      <h2 id="digest-heading" className="text-base font-semibold text-fg">
        Digest email
      </h2>
      <p className="mt-1 text-sm text-muted">
        One email with what you have not read yet and new tasks from your daily and weekly saved searches. We skip it
        when there is nothing new.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="digest-frequency" className="text-sm font-medium text-fg">
            How often
          </label>
          <Select
            id="digest-frequency"
            value={digest}
            disabled={saving}
            onChange={(event) => onDigest(event.target.value as TDigestFrequency)}
          >
            {DIGEST_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="time-zone" className="text-sm font-medium text-fg">
            Your time zone
          </label>
          <Select
            id="time-zone"
            value={timeZone}
            disabled={saving}
            onChange={(event) => onTimeZone(event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Card>
  );
}
