import { COMMUNITY_RULES, COMMUNITY_RULES_SLUG, communityRuleLink } from "@crewlance/contracts/safety";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the community rules article every action links to", () => {
  it("has a heading for each rule whose id is the anchor of the rule's link", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/help/articles/${COMMUNITY_RULES_SLUG}` });
    expect(res.statusCode).toBe(200);
    const html = res.json().data.html as string;
    for (const rule of COMMUNITY_RULES) {
      const [path, anchor] = communityRuleLink(rule).split("#");
      expect(path).toBe(`/help?article=${COMMUNITY_RULES_SLUG}`);
      expect(html).toMatch(new RegExp(`<h2 id="${anchor}">[^<{]+</h2>`));
    }
    // A heading without a named anchor gets one from its words.
    expect(html).toContain('<h2 id="appealing-a-decision">Appealing a decision</h2>');
  });
});
