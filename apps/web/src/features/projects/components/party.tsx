import type { TProjectParty } from "@crewlance/contracts/projects";
import { Avatar } from "@/components/ui/avatar";

/** One side of a project: picture, name and the role it plays. */
export function Party({ party, label, you }: { party: TProjectParty; label: string; you: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar src={party.avatarUrl} name={party.name} size="sm" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-fg">
          {party.name}
          {you ? <span className="font-normal text-muted"> (you)</span> : null}
        </p>
        <p className="text-xs text-muted">{label}</p>
      </div>
    </div>
  );
}
