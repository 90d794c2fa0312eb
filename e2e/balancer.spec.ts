import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { signInThroughUi } from "./helpers/auth";
import { balancerState, killInstance, recordInstances } from "./helpers/balancer";
import { pdfCertificate } from "./helpers/files";
import { daysFromNow, uniqueWord } from "./helpers/tasks";

// A person uses Crewlance through nginx in front of two instances (round robin, one
// database, one Redis, one S3 bucket). Their requests alternate between the instances; the
// instance that stored their file is killed midway, and they carry on without noticing.

test("a company signs in, posts a task with a brief, and carries on when an instance dies", async ({
  page,
  request,
}) => {
  const state = balancerState();
  const answeredBy = recordInstances(page);

  await signInThroughUi(page, DEMO.company, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const word = uniqueWord("Pelican");
  const title = `${word} inventory sync service`;
  await page.goto("/post-task");
  const form = page.getByRole("form", { name: "Post a task" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Description")
    .fill(
      `Build the ${word} service that keeps our shop's stock in step with the warehouse, with tests and a handover.`,
    );
  await form.getByLabel("Category").selectOption("WEB_DEVELOPMENT");
  const skills = form.getByLabel("Skills");
  for (const skill of ["Node.js", "PostgreSQL"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  await form.getByLabel("Minimum budget (INR)").fill("30000");
  await form.getByLabel("Maximum budget (INR)").fill("45000");
  await form.getByLabel("Deadline").fill(daysFromNow(21));
  await form.getByLabel(/^Attachments/).setInputFiles({ ...pdfCertificate(), name: "sync-brief.pdf" });
  await expect(form.getByText("sync-brief.pdf")).toBeVisible();
  const uploaded = page.waitForResponse(
    (response) =>
      /\/api\/tasks\/[0-9a-f-]{36}\/attachments$/.test(response.url()) && response.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Publish" }).click();
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const storedBy = upload.headers()["x-instance"] as "a" | "b";
  const attachmentUrl = ((await upload.json()) as { data: { url: string } }).data.url;
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download sync-brief.pdf" })).toBeVisible();

  // Round robin: both instances have answered this person already.
  expect(new Set(answeredBy.map((seen) => seen.instance))).toEqual(new Set(["a", "b"]));

  // The file is in the bucket: each instance, asked directly, serves it to its owner.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("accessToken") ?? "null") as string);
  for (const instance of Object.values(state.instances)) {
    const direct = await request.get(`${instance.url}${attachmentUrl}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(direct.status()).toBe(200);
    expect(direct.headers()["content-type"]).toBe("application/pdf");
  }

  // The instance that stored the file dies; the person carries on through the same address.
  killInstance(state, storedBy);
  const survivor = storedBy === "a" ? "b" : "a";
  const afterKill = answeredBy.length;
  await page.reload();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sync-brief.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("sync-brief.pdf");

  await page.goto("/tasks");
  await expect(page.getByText(title).first()).toBeVisible();
  const later = answeredBy.slice(afterKill);
  expect(later.length).toBeGreaterThan(0);
  expect(later.every((seen) => seen.instance === survivor)).toBe(true);
});
