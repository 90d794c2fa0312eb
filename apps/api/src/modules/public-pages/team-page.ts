import type { TPortfolioItem, TTeam, TTeamMember } from "@crewlance/contracts/teams";
import { html, type SafeHtml } from "./html";
import { type PageHead, renderPage, shortDescription } from "./layout";
import { absolute, personPath, signInThen, teamPath } from "./links";
import { action, avatar, chips, outsideLink, section } from "./parts";

/* /t/<handle>: a public team's page (decision 0096). */

function member(item: TTeamMember, handle: string | undefined): SafeHtml {
  const name = handle ? html`<a href="${personPath(handle)}">${item.user.fullName}</a>` : item.user.fullName;
  const about = [item.title, item.user.headline].filter(Boolean).join(" · ");
  return html`<li><h3>${name}</h3>${about ? html`<p class="sub">${about}</p>` : ""}</li>`;
}

function portfolioItem(item: TPortfolioItem): SafeHtml {
  return html`<li><h3>${outsideLink(item.url, item.title)}</h3>
${item.description ? html`<p class="prose">${item.description}</p>` : ""}
${item.imageUrl ? html`<div class="gallery"><img src="${item.imageUrl}" alt="${item.title}" width="480" height="320" loading="lazy" decoding="async"></div>` : ""}
${chips("Tags", item.tags)}</li>`;
}

export function teamPage(
  origin: string,
  read: { handle: string; team: TTeam; portfolio: readonly TPortfolioItem[]; memberHandles: Map<string, string> },
): string {
  const { team, portfolio } = read;
  const path = teamPath(read.handle);
  const head: PageHead = {
    title: `${team.name} — a team on Crewlance`,
    description: shortDescription(
      team.description || `${team.name}: a team of ${team.memberCount} freelancers on Crewlance.`,
    ),
    canonical: absolute(origin, path),
    indexable: true,
    image: absolute(origin, `/og${path}.png`),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: team.name,
      url: absolute(origin, path),
      ...(team.avatarUrl ? { logo: absolute(origin, team.avatarUrl) } : {}),
      ...(team.description ? { description: team.description } : {}),
      ...(team.skills.length > 0 ? { knowsAbout: team.skills } : {}),
      member: team.members.map((item) => ({
        "@type": "Person",
        name: item.user.fullName,
        ...(read.memberHandles.has(item.userId)
          ? { url: absolute(origin, personPath(read.memberHandles.get(item.userId)!)) }
          : {}),
      })),
    },
  };
  const body = html`<article class="card"><div class="head">${avatar(team.name, team.avatarUrl)}<div><h1>${team.name}</h1><p class="sub">${team.memberCount} member${team.memberCount === 1 ? "" : "s"}</p></div></div>
${action("Hire this team", signInThen(`/team/${team.id}`))}</article>
${section("About", team.description ? html`<p class="prose">${team.description}</p>` : null)}
${section("Skills", team.skills.length > 0 ? chips("Skills", team.skills) : null)}
${section("Members", html`<ul class="list">${team.members.map((item) => member(item, read.memberHandles.get(item.userId)))}</ul>`)}
${section("Portfolio", portfolio.length > 0 ? html`<ul class="list">${portfolio.map(portfolioItem)}</ul>` : null)}`;
  return renderPage(head, body);
}
