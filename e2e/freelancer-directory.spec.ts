import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, storeSession } from "./helpers/auth";

// A company looks for freelancers: filters that make no sense, and an address that is no freelancer's.

test("a minimum rate above the maximum is refused on the filter and never sent", async ({ page, request }) => {
  await storeSession(page, await loginThroughApi(request, DEMO.company, DEMO_PASSWORD));
  await page.goto("/freelancers");
  await expect(page.getByRole("heading", { name: "Freelancers", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /INR/ }).first()).toBeVisible();

  const listCalls: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/user/freelancers") listCalls.push(sent.url());
  });
  const filters = page.getByRole("button", { name: /^Filters/ });
  if ((await filters.getAttribute("aria-expanded")) !== "true") await filters.click();
  await page.getByLabel("Min rate (INR/hr)").fill("2000");
  await page.getByLabel("Max rate (INR/hr)").fill("500");

  await expect(page.getByText("The maximum rate must be at least the minimum rate.")).toBeVisible();
  await expect(page.getByLabel("Max rate (INR/hr)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Check the rate filter" })).toBeVisible();
  await expect(page.getByText(/maxRate|minRate/)).toHaveCount(0);
  expect(listCalls.filter((url) => new URL(url).searchParams.get("maxRate") === "50000")).toEqual([]);

  await page.getByRole("button", { name: "Clear the rates" }).click();
  await expect(page.getByRole("heading", { name: "Check the rate filter" })).toBeHidden();
  await expect(page.getByRole("link", { name: /INR/ }).first()).toBeVisible();
});

test("a company's id under /freelancers says no freelancer has that address", async ({ page, request }) => {
  const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
  await storeSession(page, company);
  await page.goto(`/freelancers/${company.user.id}`);
  await expect(page.getByRole("heading", { name: "Freelancer not found" })).toBeVisible();
  await expect(page.getByText(/^No freelancer has this address\./)).toBeVisible();
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the directory" }).click();
  await expect(page).toHaveURL(/\/freelancers$/);
});
