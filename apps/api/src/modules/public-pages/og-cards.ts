import type { AppContext } from "../../context";
import { budget, hourlyRate, ratingLine } from "./format";
import { readJob } from "./job-read";
import type { OgCard } from "./og-image";
import { readPerson } from "./person-read";
import { readTeam } from "./team-read";

/*
 * What each preview image says, read exactly as its page is: an image exists only for a page a
 * visitor may read (PUBLIC, listed, open), so it shows nothing the page would not.
 */

export async function ogCardOfPerson(ctx: AppContext, handle: string): Promise<OgCard | null> {
  const read = await readPerson(ctx, handle);
  if (read.kind === "freelancer") {
    const profile = read.user.freelancerProfile;
    return {
      eyebrow: "Freelancer on Crewlance",
      title: read.user.fullName,
      subtitle: profile?.headline ?? "",
      figure: profile ? `${hourlyRate(profile.hourlyRate)} · ${ratingLine(profile.rating, profile.reviewsCount)}` : "",
    };
  }
  if (read.kind === "company") {
    const company = read.user.companyProfile;
    return {
      eyebrow: "Company on Crewlance",
      title: company?.companyName || read.user.fullName,
      subtitle: company?.industry ?? "",
      figure: `${read.openTasks.length} open task${read.openTasks.length === 1 ? "" : "s"}`,
    };
  }
  return null;
}

export async function ogCardOfTeam(ctx: AppContext, handle: string): Promise<OgCard | null> {
  const read = await readTeam(ctx, handle);
  if (read.kind !== "team") return null;
  return {
    eyebrow: "Team on Crewlance",
    title: read.team.name,
    subtitle: read.team.skills.join(", "),
    figure: `${read.team.memberCount} member${read.team.memberCount === 1 ? "" : "s"}`,
  };
}

export async function ogCardOfJob(ctx: AppContext, taskId: string): Promise<OgCard | null> {
  if (!/^[0-9a-f-]{36}$/.test(taskId)) return null;
  const read = await readJob(ctx, taskId);
  if (read.kind !== "job") return null;
  return {
    eyebrow: `Job at ${read.company.company?.name || read.company.fullName}`,
    title: read.task.title,
    subtitle: read.task.skills.join(", "),
    figure: budget(read.task),
  };
}
