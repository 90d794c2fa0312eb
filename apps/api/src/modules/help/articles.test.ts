import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HELP_CATEGORIES, HIGHLIGHT_END, HIGHLIGHT_START } from "@crewlance/contracts/help";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { helpArticles } from "../../db/schema/help";
import { defaultArticlesFolder, readArticleFiles } from "./article-files";
import { loadHelpArticles } from "./loader";
import { UnknownPlaceholderError } from "./placeholders";

let t: TestApp;
let reader: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createUser(t.app, { role: "COMPANY" });
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = null) =>
  t.app.inject({ method: "GET", url, headers: user?.authHeader });

function articleFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "help-articles-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const article = (fields: { title: string; body: string; related?: string[] }) =>
  `---\ntitle: ${fields.title}\ncategory: Teams\nsummary: A summary.\nrelated: [${(fields.related ?? []).join(", ")}]\norder: 1\n---\n\n${fields.body}\n`;

describe("loading the articles at start", () => {
  it("loads at least 25 articles covering the seven categories, each related slug an article", async () => {
    const res = await get("/api/help/articles");
    expect(res.statusCode).toBe(200);
    const groups = res.json().data.categories as Array<{ category: string; articles: Array<{ slug: string }> }>;
    expect(groups.map((group) => group.category)).toEqual([...HELP_CATEGORIES]);
    const slugs = new Set(groups.flatMap((group) => group.articles.map((item) => item.slug)));
    expect(slugs.size).toBeGreaterThanOrEqual(25);
    const rows = await t.app.ctx.db
      .select({ slug: helpArticles.slug, related: helpArticles.related })
      .from(helpArticles);
    for (const row of rows) for (const related of row.related) expect(slugs).toContain(related);
  });

  it("replaces every placeholder: no article shows {{…}}", async () => {
    const rows = await t.app.ctx.db
      .select({ html: helpArticles.bodyHtml, title: helpArticles.title })
      .from(helpArticles);
    for (const row of rows) {
      expect(row.html).not.toMatch(/\{\{/);
      expect(row.title).not.toMatch(/\{\{/);
    }
  });

  it("shows the configured fees and days: another CLIENT_FEE_BPS changes the fees article", async () => {
    const fees = await get("/api/help/articles/fees");
    expect(fees.json().data.html).toContain(`${t.config.wallet.clientFeeBps / 100}%`);

    const other = await createTestApp({
      wallet: { ...t.config.wallet, clientFeeBps: 250 },
      projects: { ...t.config.projects, autoApproveDays: 9 },
    });
    try {
      const changed = await other.app.inject({ method: "GET", url: "/api/help/articles/fees" });
      expect(changed.json().data.html).toContain("2.5%");
      expect(changed.json().data.html).not.toContain(`<td>${t.config.wallet.clientFeeBps / 100}% of the milestone`);
      const milestones = await other.app.inject({ method: "GET", url: "/api/help/articles/how-milestones-work" });
      expect(milestones.json().data.html).toMatch(/\b9 days\b/);
    } finally {
      await other.close();
    }
  });

  it("fails on an unknown placeholder, naming the file", async () => {
    const folder = articleFolder({ "teams/broken.md": article({ title: "Broken", body: "Costs {{noSuchFigure}}." }) });
    try {
      await expect(loadHelpArticles(t.app.ctx, folder)).rejects.toThrow(UnknownPlaceholderError);
      await expect(loadHelpArticles(t.app.ctx, folder)).rejects.toThrow(/broken\.md.*noSuchFigure/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("fails on a related slug or a link that names no article", async () => {
    const related = articleFolder({ "teams/one.md": article({ title: "One", body: "Body.", related: ["missing"] }) });
    const link = articleFolder({ "teams/one.md": article({ title: "One", body: "See [this](missing)." }) });
    try {
      await expect(loadHelpArticles(t.app.ctx, related)).rejects.toThrow(/related articles not found: missing/);
      await expect(loadHelpArticles(t.app.ctx, link)).rejects.toThrow(/names no article/);
    } finally {
      rmSync(related, { recursive: true, force: true });
      rmSync(link, { recursive: true, force: true });
    }
  });

  it("the repository's files all parse, with front matter as the README says", async () => {
    const files = await readArticleFiles(await defaultArticlesFolder());
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const file of files) expect(file.summary.length).toBeGreaterThan(10);
  });

  it("a second instance starting on the same database loads without colliding", async () => {
    const [a, b] = await Promise.all([t.startAnotherInstance(), t.startAnotherInstance()]);
    await Promise.all([a.close(), b.close()]);
    const res = await get("/api/help/articles");
    expect(res.json().data.categories).toHaveLength(HELP_CATEGORIES.length);
  });

  it("removes the rows of articles whose file is gone, and puts them back", async () => {
    const folder = articleFolder({ "teams/only-one.md": article({ title: "Only one", body: "Body." }) });
    try {
      await loadHelpArticles(t.app.ctx, folder);
      const rows = await t.app.ctx.db.select({ slug: helpArticles.slug }).from(helpArticles);
      expect(rows.map((row) => row.slug)).toEqual(["only-one"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await loadHelpArticles(t.app.ctx);
    }
    expect((await get("/api/help/articles/only-one")).statusCode).toBe(404);
  });
});

describe("GET /help/articles?q", () => {
  it("ranks a title match above a body match and marks the matches", async () => {
    const res = await get("/api/help/articles?q=withdrawing");
    expect(res.statusCode).toBe(200);
    const hits = res.json().data.hits as Array<{ slug: string; titleHighlighted: string; excerptHighlighted: string }>;
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]!.slug).toBe("withdrawing-money");
    expect(hits[0]!.titleHighlighted).toContain(`${HIGHLIGHT_START}Withdrawing${HIGHLIGHT_END}`);
    expect(hits.some((hit) => hit.excerptHighlighted.includes(HIGHLIGHT_START))).toBe(true);
  });

  it('finds the fees article for "fee" and for "5%"', async () => {
    const fee = await get("/api/help/articles?q=fee");
    expect(fee.json().data.hits[0].slug).toBe("fees");
    const percent = await get(`/api/help/articles?q=${encodeURIComponent(`${t.config.wallet.clientFeeBps / 100}%`)}`);
    expect(percent.json().data.hits.map((hit: { slug: string }) => hit.slug)).toContain("fees");
  });

  it("finds a word still being typed, and answers an empty list for nonsense", async () => {
    const partial = await get("/api/help/articles?q=withdr");
    expect(partial.json().data.hits.map((hit: { slug: string }) => hit.slug)).toContain("withdrawing-money");
    const none = await get("/api/help/articles?q=zzqxwv");
    expect(none.statusCode).toBe(200);
    expect(none.json().data.hits).toEqual([]);
  });

  it("takes search operators and markup as plain words, never an error or HTML", async () => {
    for (const q of ['"unclosed', "fee -", "<script>alert(1)</script>", "a & | ! :*", "()"]) {
      const res = await get(`/api/help/articles?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      for (const hit of res.json().data.hits) expect(hit.excerptHighlighted).not.toContain("<script");
    }
  });

  it("refuses a query that is too long or has control characters with a field error", async () => {
    const res = await get(`/api/help/articles?q=${"a".repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("q");
  });
});

describe("GET /help/articles/{slug}", () => {
  it("answers the rendered article with its related articles, internal links into /help", async () => {
    const res = await get("/api/help/articles/fees");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe("Crewlance fees");
    expect(data.html).toContain("<table>");
    expect(data.related.map((item: { slug: string }) => item.slug)).toEqual([
      "understanding-your-wallet",
      "funding-and-approving-milestones",
      "how-milestones-work",
    ]);
    expect(data.myVote).toBeNull();
    expect(data.feedback).toBeNull();
    const linked = await get("/api/help/articles/how-milestones-work");
    expect(linked.json().data.html).toMatch(/href="\/help\?article=[a-z-]+"/);
  });

  it("escapes raw HTML in an article instead of rendering it", async () => {
    const folder = articleFolder({
      "teams/unsafe.md": article({ title: "Unsafe", body: '<img src=x onerror="alert(1)"> [x](javascript:alert(1))' }),
    });
    try {
      await loadHelpArticles(t.app.ctx, folder);
      const html = (await get("/api/help/articles/unsafe")).json().data.html as string;
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img");
      expect(html).not.toContain('href="javascript:');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await loadHelpArticles(t.app.ctx);
    }
  });

  it("is 404 for an unknown article and 400 for a malformed name", async () => {
    expect((await get("/api/help/articles/no-such-article")).statusCode).toBe(404);
    expect((await get("/api/help/articles/Not_A_Slug")).statusCode).toBe(400);
  });
});

describe("POST /help/articles/{slug}/feedback", () => {
  const vote = (user: TestUser | null, helpful: unknown, slug = "fees") =>
    t.app.inject({
      method: "POST",
      url: `/api/help/articles/${slug}/feedback`,
      headers: user?.authHeader,
      payload: { helpful },
    });

  it("records one vote per user, changeable, and shows the counts to admins only", async () => {
    expect((await vote(reader, true)).statusCode).toBe(200);
    expect((await vote(reader, false)).statusCode).toBe(200);
    expect((await vote(admin, true)).statusCode).toBe(200);
    const mine = await get("/api/help/articles/fees", reader);
    expect(mine.json().data.myVote).toBe(false);
    expect(mine.json().data.feedback).toBeNull();
    const forAdmin = await get("/api/help/articles/fees", admin);
    expect(forAdmin.json().data.feedback).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it("refuses anonymous votes, a vote that is not true/false, and an unknown article", async () => {
    expect((await vote(null, true)).statusCode).toBe(401);
    const bad = await vote(reader, "yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("helpful");
    expect((await vote(reader, true, "no-such-article")).statusCode).toBe(404);
  });
});
