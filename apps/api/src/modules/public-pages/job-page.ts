import type { PublicTask } from "../tasks/index";
import type { UserSummary } from "../users/index";
import { budget, dayOf, dayOfDate } from "./format";
import { html } from "./html";
import { type PageHead, renderPage, shortDescription } from "./layout";
import { absolute, jobPath, personPath, signInThen } from "./links";
import { action, chips, section } from "./parts";

/* /jobs/<slug>: an open task's public page (decision 0096). */

/** Google's JobPosting: amounts in rupees, an hourly task's per hour, a fixed one's for the work. */
function jobPosting(origin: string, task: PublicTask, companyName: string, companyUrl: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: task.title,
    description: task.description,
    datePosted: (task.publishedAt ?? task.updatedAt).toISOString(),
    // The deadline is the last day to apply, to its end in India.
    validThrough: `${task.deadline}T23:59:59+05:30`,
    employmentType: "CONTRACTOR",
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "India" },
    url: absolute(origin, jobPath(task)),
    hiringOrganization: {
      "@type": "Organization",
      name: companyName,
      ...(companyUrl ? { sameAs: companyUrl } : {}),
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        ...(task.budgetMin === task.budgetMax
          ? { value: task.budgetMax / 100 }
          : { minValue: task.budgetMin / 100, maxValue: task.budgetMax / 100 }),
        unitText: task.budgetType === "HOURLY" ? "HOUR" : "PROJECT",
      },
    },
    ...(task.skills.length > 0 ? { skills: task.skills.join(", ") } : {}),
  };
}

export function jobPage(
  origin: string,
  read: { task: PublicTask; company: UserSummary; companyHandle: string | null },
): string {
  const { task, company } = read;
  const companyName = company.company?.name || company.fullName;
  const companyPath = read.companyHandle ? personPath(read.companyHandle) : null;
  const posted = task.publishedAt ?? task.updatedAt;
  const head: PageHead = {
    title: `${task.title} — ${companyName} | Crewlance`,
    description: shortDescription(`${budget(task)}. ${task.description}`),
    canonical: absolute(origin, jobPath(task)),
    indexable: true,
    image: absolute(origin, `/og/jobs/${task.id}.png`),
    jsonLd: jobPosting(origin, task, companyName, companyPath ? absolute(origin, companyPath) : null),
  };
  const body = html`<article class="card"><h1>${task.title}</h1>
<p class="sub">${companyPath ? html`<a href="${companyPath}">${companyName}</a>` : companyName} · posted ${dayOf(posted)}</p>
<ul class="facts"><li><strong>${budget(task)}</strong></li><li>${task.budgetType === "HOURLY" ? "Hourly" : "Fixed price"}</li><li>Apply by ${dayOfDate(task.deadline)}</li></ul>
${action("Apply", signInThen(`/tasks/${task.id}`))}</article>
${section("Description", html`<p class="prose">${task.description}</p>`)}
${section("Skills", task.skills.length > 0 ? chips("Skills", task.skills) : null)}`;
  return renderPage(head, body);
}
