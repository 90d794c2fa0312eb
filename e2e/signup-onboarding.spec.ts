import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/accounts";
import { type SignupRole, signUpThroughUi, verifyEmailThroughUi } from "./helpers/auth";
import { completeCompanyOnboarding, completeFreelancerOnboarding } from "./helpers/onboarding";
import { verificationCode } from "./helpers/outbox";

type Me = {
  role: string;
  phone: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  onboardingCompleted: boolean;
  freelancerProfile: { skills: string[]; hourlyRate: number } | null;
  companyProfile: { companyName: string; hasRegistrationCertificate: boolean; logoUrl: string | null } | null;
};

const people: Array<{ role: SignupRole; fullName: string }> = [
  { role: "FREELANCER", fullName: "Asha Freelancer" },
  { role: "COMPANY", fullName: "Ravi Company" },
];

for (const { role, fullName } of people) {
  test(`sign up as ${role} → emailed code → verify → onboarding → dashboard`, async ({ page, request }) => {
    const email = uniqueEmail(role.toLowerCase());
    await signUpThroughUi(page, { fullName, email, password: "Journey-Pass-123", role });

    // A mistyped code first: the sentence stays under the boxes, which empty for the next try.
    const code = await verificationCode(request, email);
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");
    await page.getByLabel(/digit 1 of 6/i).click();
    await page.keyboard.type(wrong);
    const codeError = page.locator("#code-error");
    await expect(codeError).toHaveText("That code is not correct. 4 tries left.");
    for (let digit = 1; digit <= 6; digit++) await expect(page.getByLabel(`Digit ${digit} of 6`)).toHaveValue("");
    await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();
    // Once the toast has gone (1000 ms), the sentence is still there.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(codeError).toHaveText("That code is not correct. 4 tries left.");

    await verifyEmailThroughUi(page, request, email);

    // The freelancer also verifies a phone in the optional step, with the code from the outbox.
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    if (role === "FREELANCER") await completeFreelancerOnboarding(page, { phone, request });
    else await completeCompanyOnboarding(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    // What the server now knows about the person, read with the session the app stored.
    const accessToken = await page.evaluate(() => JSON.parse(localStorage.getItem("accessToken") ?? "null"));
    const response = await request.get("/api/user", { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.ok()).toBe(true);
    const me = ((await response.json()) as { data: Me }).data;
    expect(me).toMatchObject({ role, emailVerified: true, onboardingCompleted: true });
    if (role === "FREELANCER") {
      expect(me).toMatchObject({ phone, phoneVerified: true });
      expect(me.freelancerProfile).toMatchObject({ skills: ["React", "TypeScript", "Node.js"], hourlyRate: 150_000 });
    } else {
      expect(me.companyProfile).toMatchObject({ companyName: "Journey Test Labs", hasRegistrationCertificate: true });
      expect(me.companyProfile?.logoUrl).toBeTruthy();
    }

    // Onboarding is done: the guard now sends the person on to the dashboard.
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
