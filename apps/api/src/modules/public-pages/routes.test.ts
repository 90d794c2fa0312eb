import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { teams } from "../../db/schema/teams";
import { freelancerProfiles, users } from "../../db/schema/users";
import { depositTo, ok, type ProjectSetup, send, sendMoney, setupProject } from "../projects/testing";
import { postTask } from "../tasks/testing";
import { addMember, createTeam } from "../teams/testing";
import { jobSlug } from "./slug";
import { jsonLdOf, metaOf, setHandle, setTeamHandle, visit } from "./testing";

/*
 * The public pages (decision 0096) through app.inject: each page type, each visibility, the
 * redirects and 404s, escaping, JSON-LD, caching, preview images, sitemap.xml and robots.txt.
 */

let t: TestApp;
let s: ProjectSetup;
let origin: string;
let openTask: { id: string; title: string };

const SHOWCASE_IMAGE = {
  path: "showcase/dashboard.webp",
  alt: "The shipments dashboard on a phone",
  width: 1200,
  height: 800,
};

/** Funds, submits and approves the project's milestone, and both sides review: reviews are revealed. */
async function completeAndReview(setup: ProjectSetup) {
  await depositTo(t.app, setup.company, 40_000_000);
  await ok(sendMoney(t.app, setup.company, `/api/milestones/${setup.milestoneId}/fund`));
  await ok(send(t.app, setup.freelancer, "POST", `/api/milestones/${setup.milestoneId}/submit`, { note: "Done." }));
  await ok(sendMoney(t.app, setup.company, `/api/milestones/${setup.milestoneId}/approve`));
  await ok(
    send(t.app, setup.company, "POST", `/api/projects/${setup.projectId}/reviews`, {
      rating: 5,
      comment: "Ravi shipped the dashboard early and explained every choice.",
    }),
    201,
  );
  await ok(
    send(t.app, setup.freelancer, "POST", `/api/projects/${setup.projectId}/reviews`, {
      rating: 4,
      comment: "Clear brief and quick payments.",
    }),
    201,
  );
}

/** A task of `company` with `title`, published unless `publish` is false. */
async function taskTitled(company: TestUser, title: string, publish = true) {
  const task = await postTask(t.app, company, { title, publish });
  return { id: task.id, title };
}

beforeAll(async () => {
  t = await createTestApp();
  origin = t.config.appUrl;
  s = await setupProject(t.app);
  await completeAndReview(s);
  await t.app.ctx.db
    .update(freelancerProfiles)
    .set({
      headline: "React and TypeScript developer",
      bio: "I build dashboards for logistics companies.",
      skills: ["React", "TypeScript"],
      showcase: {
        portfolios: [{ title: "Shipments dashboard", description: "Live delays per route.", images: [SHOWCASE_IMAGE] }],
        certifications: [],
        projects: [],
      },
    })
    .where(eq(freelancerProfiles.userId, s.freelancer.user.id));
  await setHandle(t.app, s.freelancer, "ravi-kumar");
  await setHandle(t.app, s.company, "acme-logistics");
  openTask = await taskTitled(s.company, "Design our driver app's onboarding (Figma)");
});

afterAll(() => t.close());

describe("a freelancer's public page", () => {
  it("shows the public profile, reviews and showcase, cacheable, to a signed-out visitor", async () => {
    const res = await visit(t.app, "/u/ravi-kumar");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.headers.etag).toMatch(/^".+"$/);
    const body = res.body;
    expect(body).toContain("<title>Ravi Kumar — React and TypeScript developer | Crewlance</title>");
    expect(body).toContain("1.0K INR / hr");
    expect(body).toContain("★ 5.0 (1 review)");
    expect(body).toContain("Ravi shipped the dashboard early and explained every choice.");
    expect(body).toContain("Acme Logistics · Build a React dashboard for our logistics app");
    expect(body).toContain("1 completed project");
    expect(body).toContain(
      '<img src="/uploads/showcase/dashboard.webp" alt="The shipments dashboard on a phone" width="1200" height="800" loading="lazy"',
    );
    expect(body).toContain(
      `href="/auth/login?next=${encodeURIComponent(`/freelancers/${s.freelancer.user.id}`)}">Hire</a>`,
    );
    expect(body).toContain("Sign in to continue.");
    expect(body).toContain(`<link rel="canonical" href="${origin}/u/ravi-kumar">`);
    expect(body).not.toContain("noindex");
    expect(body).not.toContain("<script src");
    expect(metaOf(body, "og:image")).toBe(`${origin}/og/u/ravi-kumar.png`);
    expect(metaOf(body, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(body, "description")).toBe("I build dashboards for logistics companies.");
    expect(jsonLdOf(body)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: "Ravi Kumar",
        url: `${origin}/u/ravi-kumar`,
        jobTitle: "React and TypeScript developer",
        description: "I build dashboards for logistics companies.",
        knowsAbout: ["React", "TypeScript"],
      },
    ]);
  });

  it("answers 304 to the ETag it gave, and no-store to a request with a token", async () => {
    const first = await visit(t.app, "/u/ravi-kumar");
    const again = await visit(t.app, "/u/ravi-kumar", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Anyone may read it: a token, good or not, changes nothing but keeps the answer out of caches.
    for (const authorization of [s.otherCompany.authHeader.authorization, "Bearer not-a-token"]) {
      const withToken = await visit(t.app, "/u/ravi-kumar", { authorization });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers["cache-control"]).toBe("no-store");
      expect(withToken.body).toBe(first.body);
    }
  });

  it("is a page, not an API call: absent from the API document", async () => {
    const document = (await visit(t.app, "/api/docs/json")).json() as { paths: Record<string, unknown> };
    const pagePaths = Object.keys(document.paths).filter((path) => !path.startsWith("/api"));
    expect(pagePaths).toEqual([]);
  });

  it("redirects a handle typed in capitals to its own spelling", async () => {
    const res = await visit(t.app, "/u/Ravi-Kumar");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/u/ravi-kumar");
  });

  it("escapes every text: a headline with a script is text, also in the JSON-LD", async () => {
    const mallory = await createUser(t.app, { fullName: "Mallory <b>Bold</b>" });
    await addFreelancerProfile(t.app, mallory.user, {
      headline: `<script>alert("x")</script> & "quotes"`,
      skills: ["</script><script>alert(1)</script>"],
    });
    await setHandle(t.app, mallory, "mallory");
    const res = await visit(t.app, "/u/mallory");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).not.toContain("<b>Bold</b>");
    expect(res.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(res.body).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
    expect(jsonLdOf(res.body)[0]).toMatchObject({ jobTitle: `<script>alert("x")</script> & "quotes"` });
  });

  it("links only http(s) addresses a person wrote; an older row's javascript: link is plain text", async () => {
    const old = await createUser(t.app, { fullName: "Olden Row" });
    await addFreelancerProfile(t.app, old.user, { headline: "Saved before links were checked" });
    // Written straight to the row, as the contracts refuse such a link today.
    await t.app.ctx.db
      .update(freelancerProfiles)
      .set({
        showcase: {
          portfolios: [
            { title: "Trap", url: "javascript:alert(1)" },
            { title: "Real site", url: "https://example.com/work" },
          ],
          certifications: [],
          projects: [],
        },
      })
      .where(eq(freelancerProfiles.userId, old.user.id));
    await setHandle(t.app, old, "olden-row");
    const res = await visit(t.app, "/u/olden-row");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("javascript:");
    expect(res.body).toContain("<h3>Trap</h3>");
    expect(res.body).toContain('<a href="https://example.com/work" rel="nofollow ugc">Real site</a>');
  });
});

describe("visibility", () => {
  it("shows a SIGNED_IN profile as a sign-in notice with no profile data, not indexed, not kept", async () => {
    const priya = await createUser(t.app, { fullName: "Priya Quietly" });
    await addFreelancerProfile(t.app, priya.user, { headline: "Quiet headline of Priya" });
    await setHandle(t.app, priya, "priya-quietly", "SIGNED_IN");
    const res = await visit(t.app, "/u/priya-quietly");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("<h1>Sign in to see this profile</h1>");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    for (const text of ["Priya Quietly", "Quiet headline of Priya", priya.user.id, "og:image", "ld+json"]) {
      expect(res.body).not.toContain(text);
    }
    expect((await visit(t.app, "/og/u/priya-quietly.png")).statusCode).toBe(404);
  });

  it.each([
    ["HIDDEN", "hidden-by-owner", async (user: TestUser) => setHandle(t.app, user, "hidden-by-owner", "HIDDEN")],
    [
      "suspended",
      "hidden-suspended",
      async (user: TestUser) => {
        await setHandle(t.app, user, "hidden-suspended");
        await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, user.user.id));
      },
    ],
    [
      "hidden by moderation",
      "hidden-moderated",
      async (user: TestUser) => {
        await setHandle(t.app, user, "hidden-moderated");
        await t.app.ctx.db.update(users).set({ hiddenAt: new Date() }).where(eq(users.id, user.user.id));
      },
    ],
  ])("answers a %s profile with the not-found page", async (_case, handle, hide) => {
    const user = await createUser(t.app, { fullName: "Hidden Harish" });
    await addFreelancerProfile(t.app, user.user, { headline: "Never shown" });
    await hide(user);
    const res = await visit(t.app, `/u/${handle}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("<h1>Page not found</h1>");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain("Hidden Harish");
    expect((await visit(t.app, `/og/u/${handle}.png`)).statusCode).toBe(404);
  });

  it("answers an unknown handle or a malformed address with the not-found page", async () => {
    for (const url of ["/u/nobody-here", "/u/%3Cscript%3E", "/t/nobody-here", "/jobs/no-id-at-all", "/jobs/x"]) {
      const res = await visit(t.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.body, url).toContain("Page not found");
    }
  });

  it("redirects a changed handle to the new one, permanently", async () => {
    const mover = await createUser(t.app, { fullName: "Meena Mover" });
    await addFreelancerProfile(t.app, mover.user);
    await setHandle(t.app, mover, "meena-old");
    await setHandle(t.app, mover, "meena-new");
    const res = await visit(t.app, "/u/meena-old");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/u/meena-new");
    expect((await visit(t.app, "/u/meena-new")).statusCode).toBe(200);
  });
});

describe("a company's public page", () => {
  it("shows the company, its about and its open tasks linking to their job pages", async () => {
    const res = await visit(t.app, "/u/acme-logistics");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Acme Logistics</h1>");
    expect(res.body).toContain(
      `<a href="/jobs/${jobSlug(openTask)}">${"Design our driver app&#39;s onboarding (Figma)"}</a>`,
    );
    expect(jsonLdOf(res.body)[0]).toMatchObject({
      "@type": "Organization",
      name: "Acme Logistics",
      url: `${origin}/u/acme-logistics`,
    });
  });
});

describe("a job's public page", () => {
  const slug = () => jobSlug(openTask);

  it("uses a slug of the title in kebab case and the task id", () => {
    expect(slug()).toBe(`design-our-driver-app-s-onboarding-figma-${openTask.id}`);
    expect(jobSlug({ id: openTask.id, title: "x".repeat(100) })).toBe(`${"x".repeat(60)}-${openTask.id}`);
  });

  it("shows an open task with its budget, company and Apply, and a JobPosting", async () => {
    const res = await visit(t.app, `/jobs/${slug()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.body).toContain("20.0K INR – 50.0K INR");
    expect(res.body).toContain('<a href="/u/acme-logistics">Acme Logistics</a> · posted ');
    expect(res.body).toContain(`href="/auth/login?next=${encodeURIComponent(`/tasks/${openTask.id}`)}">Apply</a>`);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/jobs/${slug()}">`);
    const [posting] = jsonLdOf(res.body);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Design our driver app's onboarding (Figma)",
      hiringOrganization: { "@type": "Organization", name: "Acme Logistics", sameAs: `${origin}/u/acme-logistics` },
      baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { minValue: 20_000, maxValue: 50_000 } },
      employmentType: "CONTRACTOR",
    });
    expect(Date.parse(String(posting!.datePosted))).not.toBeNaN();
    expect(String(posting!.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
  });

  it("redirects a wrong or old title part to the canonical slug", async () => {
    for (const wrong of [`old-title-${openTask.id}`, openTask.id, `${slug().toUpperCase()}`]) {
      const res = await visit(t.app, `/jobs/${wrong}`);
      expect(res.statusCode, wrong).toBe(301);
      expect(res.headers.location).toBe(`/jobs/${slug()}`);
    }
  });

  it("answers 404 for a task that is not open: a draft, or one already hired", async () => {
    const draft = await taskTitled(s.company, "A draft nobody sees", false);
    const hired = (await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`))).taskId as string;
    for (const task of [draft, { id: hired, title: "Build a React dashboard for our logistics app" }]) {
      expect((await visit(t.app, `/jobs/${jobSlug(task)}`)).statusCode).toBe(404);
      expect((await visit(t.app, `/og/jobs/${task.id}.png`)).statusCode).toBe(404);
    }
  });
});

describe("a team's public page", () => {
  it("shows a public team, its members linking to their public pages, and Hire this team", async () => {
    const team = await createTeam(t.app, s.freelancer, { name: "Pixel Crew", description: "We build web apps." });
    await addMember(t.app, team.id, s.freelancer, s.otherFreelancer);
    await setTeamHandle(t.app, s.freelancer, team.id, "pixel-crew");
    const res = await visit(t.app, "/t/pixel-crew");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Pixel Crew</h1>");
    expect(res.body).toContain('<a href="/u/ravi-kumar">Ravi Kumar</a>');
    expect(res.body).toContain(`href="/auth/login?next=${encodeURIComponent(`/team/${team.id}`)}">Hire this team</a>`);
    const [organization] = jsonLdOf(res.body);
    expect(organization).toMatchObject({ "@type": "Organization", name: "Pixel Crew" });
    expect((organization!.member as unknown[]).length).toBe(2);
    // A PRIVATE team answers like a hidden profile.
    await t.app.ctx.db.update(teams).set({ visibility: "PRIVATE" }).where(eq(teams.id, team.id));
    expect((await visit(t.app, "/t/pixel-crew")).statusCode).toBe(404);
    await t.app.ctx.db.update(teams).set({ visibility: "PUBLIC" }).where(eq(teams.id, team.id));
    // So does a team moderation hid.
    await t.app.ctx.db.update(teams).set({ hiddenAt: new Date() }).where(eq(teams.id, team.id));
    expect((await visit(t.app, "/t/pixel-crew")).statusCode).toBe(404);
    await t.app.ctx.db.update(teams).set({ hiddenAt: null }).where(eq(teams.id, team.id));
    expect((await visit(t.app, "/t/pixel-crew")).statusCode).toBe(200);
  });
});

describe("preview images", () => {
  it("are 1200×630 PNGs with an ETag", async () => {
    for (const url of ["/og/u/ravi-kumar.png", "/og/u/acme-logistics.png", `/og/jobs/${openTask.id}.png`]) {
      const res = await visit(t.app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
      const again = await visit(t.app, url, { "if-none-match": String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe("nothing private on a public page", () => {
  it("shows no email, phone, earnings, registration number or certificate of anyone on any page type", async () => {
    const privateValues = {
      freelancerEmail: "leak-probe-freelancer@private.example",
      companyEmail: "leak-probe-company@private.example",
      freelancerPhone: "+919876501234",
      companyPhone: "+919876501235",
      totalEarned: "987654321",
      registrationNumber: "U99999LEAKPROBE000",
      certificate: "leak-probe-certificate.pdf",
    };
    const freelancer = await createUser(t.app, { fullName: "Leena Leak", email: privateValues.freelancerEmail });
    await addFreelancerProfile(t.app, freelancer.user, { totalEarned: Number(privateValues.totalEarned) });
    await t.app.ctx.db
      .update(users)
      .set({ phone: privateValues.freelancerPhone })
      .where(eq(users.id, freelancer.user.id));
    const company = await createUser(t.app, {
      role: "COMPANY",
      fullName: "Lakshmi Leak",
      email: privateValues.companyEmail,
    });
    await addCompanyProfile(t.app, company.user, {
      companyName: "Leak Probe Pvt Ltd",
      registrationNumber: privateValues.registrationNumber,
      registrationCertificatePath: `certificates/${privateValues.certificate}`,
    });
    await t.app.ctx.db.update(users).set({ phone: privateValues.companyPhone }).where(eq(users.id, company.user.id));
    await setHandle(t.app, freelancer, "leena-leak");
    await setHandle(t.app, company, "leak-probe");
    const task = await taskTitled(company, "Translate our help pages");
    const team = await createTeam(t.app, freelancer, { name: "Leak Crew" });
    await setTeamHandle(t.app, freelancer, team.id, "leak-crew");
    const pages = ["/u/leena-leak", "/u/leak-probe", "/t/leak-crew", `/jobs/${jobSlug(task)}`, "/sitemap.xml"];
    for (const url of pages) {
      const res = await visit(t.app, url);
      expect(res.statusCode, url).toBe(200);
      for (const [name, value] of Object.entries(privateValues)) {
        expect(res.body.includes(value), `${url} shows ${name}`).toBe(false);
      }
      expect(res.body).not.toMatch(/@private\.example|\+91\d{10}/);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists public people, companies, teams and open tasks, and nothing else", async () => {
    const res = await visit(t.app, "/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(origin, ""));
    expect(locs).toEqual(
      expect.arrayContaining(["/u/ravi-kumar", "/u/acme-logistics", "/t/pixel-crew", `/jobs/${jobSlug(openTask)}`]),
    );
    for (const absent of ["/u/priya-quietly", "/u/hidden-", "/u/meena-old", "/jobs/a-draft-nobody-sees"]) {
      expect(
        locs.some((loc) => loc.startsWith(absent)),
        absent,
      ).toBe(false);
    }
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("becomes a sitemap index of files that together list every address when there are more than a file holds", async () => {
    const { sitemapFile, sitemapRoot } = await import("./sitemap");
    const whole = await sitemapRoot(t.app.ctx, origin);
    const everything = [...whole.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const index = await sitemapRoot(t.app.ctx, origin, 2);
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, "&")));
    const listed: string[] = [];
    for (const file of files) {
      const kind = /\/sitemaps\/(people|teams|jobs)\.xml$/.exec(file.pathname)![1] as "people" | "teams" | "jobs";
      const body = await sitemapFile(t.app.ctx, origin, kind, file.searchParams.get("after"), 2);
      listed.push(...[...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(listed.sort()).toEqual([...everything].sort());
    const served = await visit(t.app, `/sitemaps/people.xml?after=${encodeURIComponent("a")}`);
    expect(served.statusCode).toBe(200);
    expect((await visit(t.app, "/sitemaps/secrets.xml")).statusCode).toBe(404);
  });

  it("robots.txt allows the public pages, disallows the API and the app, and names the sitemap", async () => {
    const res = await visit(t.app, "/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body.split("\n")).toEqual(
      expect.arrayContaining([
        "Allow: /u/",
        "Allow: /t/",
        "Allow: /jobs/",
        "Disallow: /api/",
        "Disallow: /",
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });
});
