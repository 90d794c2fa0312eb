import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { foldFormFields } from "./multipart-form";

describe("foldFormFields", () => {
  it("keeps plain fields as text", () => {
    expect(
      foldFormFields([
        ["companyName", "Acme"],
        ["size", "11-50"],
      ]),
    ).toEqual({ companyName: "Acme", size: "11-50" });
  });

  it("folds indexed entries into arrays ordered by index", () => {
    expect(
      foldFormFields([
        ["skills[1]", "Node.js"],
        ["skills[0]", "React"],
        ["skills[2]", "SQL"],
      ]),
    ).toEqual({ skills: ["React", "Node.js", "SQL"] });
  });

  it("closes gaps left by missing or empty entries", () => {
    expect(
      foldFormFields([
        ["skills[0]", "React"],
        ["skills[1]", ""],
        ["skills[5]", "Go"],
      ]),
    ).toEqual({ skills: ["React", "Go"] });
  });

  it("appends `name[]` entries and repeated plain names", () => {
    expect(
      foldFormFields([
        ["tags[]", "a"],
        ["tags[]", "b"],
        ["lang", "en"],
        ["lang", "hi"],
      ]),
    ).toEqual({ tags: ["a", "b"], lang: ["en", "hi"] });
  });

  it("builds objects inside arrays", () => {
    expect(
      foldFormFields([
        ["links[0][label]", "Site"],
        ["links[0][url]", "https://a.example"],
        ["links[1][label]", "Blog"],
      ]),
    ).toEqual({ links: [{ label: "Site", url: "https://a.example" }, { label: "Blog" }] });
  });

  it("omits empty values so optional fields stay unset", () => {
    expect(
      foldFormFields([
        ["website", ""],
        ["location", "   "],
        ["companyName", "Acme"],
      ]),
    ).toEqual({
      companyName: "Acme",
    });
    expect(foldFormFields([["skills[0]", ""]])).toEqual({});
  });

  it("ignores prototype keys, malformed names and conflicting shapes", () => {
    const folded = foldFormFields([
      ["__proto__[polluted]", "yes"],
      ["a[constructor]", "x"],
      ["bad]name", "x"],
      ["skills[0]", "React"],
      ["skills[0][nested]", "conflict"],
      ["skills[name]", "not an index"],
    ]);
    expect(folded).toEqual({ skills: ["React"] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a form the parser cannot read", () => {
  let t: TestApp;
  let freelancer: TestUser;
  let company: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    freelancer = await createUser(t.app, { role: "FREELANCER" });
    company = await createUser(t.app, { role: "COMPANY" });
  });
  afterAll(() => t.close());

  const part = (headers: string) => `--XX\r\n${headers}\r\n\r\n`;
  const bodies: Array<[string, string, string]> = [
    ["no boundary", "multipart/form-data", "--XX\r\nabc"],
    ["an empty boundary", "multipart/form-data; boundary=", "--\r\nabc"],
    ["a boundary over 70 characters", `multipart/form-data; boundary=${"b".repeat(300)}`, "abc"],
    [
      "a file part cut off",
      "multipart/form-data; boundary=XX",
      `${part('Content-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png')}abc`,
    ],
    [
      "a text part cut off",
      "multipart/form-data; boundary=XX",
      `${part('Content-Disposition: form-data; name="x"')}ab`,
    ],
    ["a part without headers", "multipart/form-data; boundary=XX", "--XX\r\n\r\n\r\n--XX--"],
  ];

  it.each(bodies)("answers 400 with a sentence to %s, on every multipart route", async (_label, type, payload) => {
    const routes = [
      { method: "POST" as const, url: "/api/user/avatar", user: freelancer },
      { method: "POST" as const, url: "/api/user/banner", user: freelancer },
      { method: "PUT" as const, url: "/api/user/profile/company", user: company },
    ];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...route.user.authHeader, "content-type": type },
        payload,
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^[A-Z].*\.$/) });
    }
  });

  it("names the problem for a cut-off form", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile/company",
      headers: { ...company.authHeader, "content-type": "multipart/form-data; boundary=XX" },
      payload: `${part('Content-Disposition: form-data; name="companyName"')}Acme`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "INVALID_FORM",
      message: "The form could not be read: it is incomplete or not valid multipart/form-data. Please send it again.",
    });
  });
});
