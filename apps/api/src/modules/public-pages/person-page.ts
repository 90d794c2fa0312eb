import type { TUserReview } from "@crewlance/contracts/projects";
import type { TShowcaseItem, TUser } from "@crewlance/contracts/users";
import type { PublicTask } from "../tasks/index";
import { budget, dayOf, dayOfDate, hourlyRate, ratingLine } from "./format";
import { html, type SafeHtml } from "./html";
import { type PageHead, renderPage, shortDescription } from "./layout";
import { absolute, jobPath, personPath, signInThen, uploadUrl } from "./links";
import { action, avatar, chips, outsideLink, section } from "./parts";

/*
 * /u/<handle>: a freelancer's or a company's public page (decision 0096). Only public fields are
 * read out of the profile view: never the email, phone, status, earnings or certificate.
 */

type ShowcaseSection = { title: string; items: readonly TShowcaseItem[] };

function showcaseItem(item: TShowcaseItem): SafeHtml {
  const images = item.images ?? [];
  return html`<li><h3>${outsideLink(item.url, item.title)}</h3>
${item.issuer || item.year ? html`<p class="sub">${[item.issuer, item.year].filter(Boolean).join(" · ")}</p>` : ""}
${item.description ? html`<p class="prose">${item.description}</p>` : ""}
${images.length > 0 ? html`<div class="gallery">${images.map((image) => html`<img src="${uploadUrl(image.path)}" alt="${image.alt}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`)}</div>` : ""}</li>`;
}

function showcase(sections: readonly ShowcaseSection[]): SafeHtml[] {
  return sections
    .filter((part) => part.items.length > 0)
    .map((part) => section(part.title, html`<ul class="list">${part.items.map(showcaseItem)}</ul>`));
}

function review(item: TUserReview): SafeHtml {
  return html`<li><p><span class="stars">${"★".repeat(item.rating ?? 0)}</span> <span class="sub">${item.rating ?? 0} of 5</span></p>
${item.comment ? html`<p class="prose">${item.comment}</p>` : ""}
<p class="sub">${item.author.name} · ${item.projectTitle} · ${dayOf(new Date(item.createdAt))}</p></li>`;
}

export function freelancerPage(
  origin: string,
  read: { handle: string; user: TUser; reviews: readonly TUserReview[] },
): string {
  const { user, reviews } = read;
  const profile = user.freelancerProfile;
  const headline = profile?.headline ?? "";
  const path = personPath(read.handle);
  const head: PageHead = {
    title: `${user.fullName}${headline ? ` — ${headline}` : ""} | Crewlance`,
    description: shortDescription(
      profile?.bio || `${user.fullName}, ${headline}. Hire on Crewlance, paid safely through escrow in INR.`,
    ),
    canonical: absolute(origin, path),
    indexable: true,
    image: absolute(origin, `/og${path}.png`),
    ogType: "profile",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Person",
      name: user.fullName,
      url: absolute(origin, path),
      ...(user.avatarUrl ? { image: absolute(origin, user.avatarUrl) } : {}),
      ...(headline ? { jobTitle: headline } : {}),
      ...(profile?.bio ? { description: profile.bio } : {}),
      ...(profile && profile.skills.length > 0 ? { knowsAbout: profile.skills } : {}),
    },
  };
  const body = html`<article class="card"><div class="head">${avatar(user.fullName, user.avatarUrl)}<div><h1>${user.fullName}</h1>${headline ? html`<p class="sub">${headline}</p>` : ""}</div></div>
${
  profile
    ? html`<ul class="facts"><li><strong>${hourlyRate(profile.hourlyRate)}</strong></li><li>${ratingLine(profile.rating, profile.reviewsCount)}</li><li>${profile.completedProjects} completed project${profile.completedProjects === 1 ? "" : "s"}</li>${profile.location ? html`<li>${profile.location}</li>` : ""}</ul>`
    : ""
}
${action("Hire", signInThen(`/freelancers/${user.id}`))}</article>
${section("About", profile?.bio ? html`<p class="prose">${profile.bio}</p>` : null)}
${section("Skills", profile && profile.skills.length > 0 ? chips("Skills", profile.skills) : null)}
${section("Reviews", reviews.length > 0 ? html`<ul class="list">${reviews.map(review)}</ul>` : html`<p class="sub">No reviews yet.</p>`)}
${showcase(
  profile
    ? [
        { title: "Portfolio", items: profile.showcase.portfolios },
        { title: "Projects", items: profile.showcase.projects },
        { title: "Certifications", items: profile.showcase.certifications },
      ]
    : [],
)}`;
  return renderPage(head, body);
}

function openTask(task: PublicTask): SafeHtml {
  return html`<li><h3><a href="${jobPath(task)}">${task.title}</a></h3><p class="sub">${budget(task)} · apply by ${dayOfDate(task.deadline)}</p></li>`;
}

export function companyPage(
  origin: string,
  read: { handle: string; user: TUser; openTasks: readonly PublicTask[] },
): string {
  const { user, openTasks } = read;
  const company = user.companyProfile;
  const name = company?.companyName || user.fullName;
  const logo = company?.logoUrl ?? user.avatarUrl;
  const path = personPath(read.handle);
  const head: PageHead = {
    title: `${name} | Crewlance`,
    description: shortDescription(company?.description || `${name} hires freelancers and teams on Crewlance.`),
    canonical: absolute(origin, path),
    indexable: true,
    image: absolute(origin, `/og${path}.png`),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name,
      url: absolute(origin, path),
      ...(logo ? { logo: absolute(origin, logo) } : {}),
      ...(company?.description ? { description: company.description } : {}),
      ...(company?.website ? { sameAs: [company.website] } : {}),
    },
  };
  const body = html`<article class="card"><div class="head">${avatar(name, logo)}<div><h1>${name}</h1>${company?.industry ? html`<p class="sub">${company.industry}${company.location ? ` · ${company.location}` : ""}</p>` : ""}</div></div>
${company?.website ? html`<p>${outsideLink(company.website, company.website)}</p>` : ""}</article>
${section("About", company?.description ? html`<p class="prose">${company.description}</p>` : null)}
${section("Open tasks", openTasks.length > 0 ? html`<ul class="list">${openTasks.map(openTask)}</ul>` : html`<p class="sub">No open tasks right now.</p>`)}`;
  return renderPage(head, body);
}
