import type { TSuggestedTeam, TTeam } from "@crewlance/contracts/teams";
import { Lock, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { membersText, ROLE_LABEL, ROLE_TONE } from "../labels";

/**
 * One team in a grid: avatar, name, who is in it, its skills and the viewer's role or skill match;
 * the star saves it (decision 0103), and `actions` (the saved list's invitation) sit above the link.
 */
export function TeamCard({ team, actions }: { team: TTeam | TSuggestedTeam; actions?: ReactNode }) {
  const match = "match" in team ? team.match : null;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-amber-300 hover:shadow-md dark:hover:border-amber-500/50">
      <div className="flex items-start gap-3">
        <Avatar src={team.avatarUrl} name={team.name} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-fg">
            <Link
              to={`/team/${team.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-amber-700 focus-visible:outline-none dark:group-hover:text-amber-400 [&:focus-visible]:after:ring-2 [&:focus-visible]:after:ring-amber-500"
            >
              {team.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
            <UsersRound className="size-3.5" aria-hidden />
            {membersText(team.memberCount)}
            {team.visibility === "PRIVATE" ? (
              <>
                <span aria-hidden>·</span>
                <Lock className="size-3.5" aria-hidden />
                Private
              </>
            ) : null}
          </p>
        </div>
        {team.viewerRole ? <Badge tone={ROLE_TONE[team.viewerRole]}>{ROLE_LABEL[team.viewerRole]}</Badge> : null}
        <SaveToggle kind="team" id={team.id} compact />
      </div>
      <p className="mt-3 line-clamp-2 flex-1 text-sm text-muted">{team.description || "No description yet."}</p>
      {team.skills.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
          {team.skills.slice(0, 5).map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {team.skills.length > 5 ? <li className="text-xs text-muted">+{team.skills.length - 5}</li> : null}
        </ul>
      ) : null}
      {match && match.total > 0 ? (
        <p className="mt-3 text-xs font-medium text-amber-700 dark:text-amber-400">
          {match.matched} of {match.total} skills match yours
        </p>
      ) : null}
      {actions ? <div className="relative z-10 mt-3">{actions}</div> : null}
    </article>
  );
}
