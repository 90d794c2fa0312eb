import type { TTeamListResponse } from "@crewlance/contracts/teams";
import { teamRoleCan } from "@crewlance/contracts/teams";
import { useQuery } from "@tanstack/react-query";
import { UserRound, UsersRound } from "lucide-react";
import { apiClient } from "@/lib/api-client";
import { cn } from "@/lib/cn";

/** Teams the viewer may apply for (owner or admin, by the contracts' permission table); key under "teams". */
function useTeamsIAdmin(enabled = true) {
  return useQuery({
    queryKey: ["teams", "admin-of"],
    enabled,
    queryFn: ({ signal }) =>
      apiClient
        .get<TTeamListResponse>("/teams/mine", { params: { page: 1, limit: 100 }, signal })
        .then((response) => response.data.data.items.filter((team) => teamRoleCan(team.viewerRole, "applyToTask"))),
  });
}

/**
 * "Apply as": myself, or a team the viewer admins. Shows nothing when the viewer
 * admins no team, so a freelancer without a team sees the form as before. `value` is the team id,
 * or "" for myself.
 */
export function ApplyAsField({ value, onChange }: { value: string; onChange: (teamId: string) => void }) {
  const teams = useTeamsIAdmin();
  const items = teams.data ?? [];
  if (items.length === 0) return null;
  const options = [
    { id: "", name: "Myself", icon: UserRound },
    ...items.map((team) => ({ id: team.id, name: team.name, icon: UsersRound })),
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">Apply as</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const Icon = option.icon;
          const chosen = value === option.id;
          return (
            <label
              key={option.id || "self"}
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-amber-500",
                chosen
                  ? "border-amber-400 bg-amber-50 font-medium text-fg dark:border-amber-500/60 dark:bg-amber-500/10"
                  : "border-line bg-surface text-fg hover:border-amber-300",
              )}
            >
              <input
                type="radio"
                name="apply-as"
                className="sr-only"
                value={option.id}
                checked={chosen}
                onChange={() => onChange(option.id)}
              />
              <Icon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
              {option.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
