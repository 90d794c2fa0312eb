import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { chatCall, expectData } from "../modules/chat/testing";
import { setupProject } from "../modules/projects/testing";
import { seedDemoChat } from "./chat";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("seeds a direct and a project conversation once, through the services", async () => {
  const { company, freelancer, projectId } = await setupProject(t.app);
  const ids = { companyId: company.user.id, freelancerId: freelancer.user.id };
  expect(await seedDemoChat(t.app.ctx, ids)).toBe(true);
  expect(await seedDemoChat(t.app.ctx, ids)).toBe(false);
  const list = await expectData(chatCall(t.app, freelancer, "GET", "/conversations"));
  expect(list.items).toHaveLength(2);
  const direct = list.items.find((item: { kind: string }) => item.kind === "DIRECT");
  expect(direct).toMatchObject({
    unreadCount: 2,
    lastMessage: { body: "Let me know if anything in the brief is unclear." },
  });
  const project = list.items.find((item: { kind: string }) => item.kind === "PROJECT");
  expect(project).toMatchObject({ projectId });
});
