import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, stubFetch } from "@/test/render";
import { renderOnboarding } from "../testing";

// The test DOM (happy-dom) has no layout, so scrolling to the top of the next step is a no-op here.
beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const next = () => userEvent.click(screen.getByRole("button", { name: "Next" }));

async function fillAboutYou() {
  await userEvent.type(screen.getByLabelText("Headline"), "Full-stack developer for React apps");
  await userEvent.type(screen.getByLabelText("Skills"), "React{Enter}TypeScript{Enter}");
  await userEvent.type(screen.getByLabelText("Hourly rate (₹)"), "1500");
  await userEvent.selectOptions(screen.getByLabelText("Experience level"), "EXPERT");
  await userEvent.type(screen.getByLabelText("Location"), "Pune, India");
}

describe("freelancer onboarding", () => {
  it("keeps the first step and the work experience through a reload", async () => {
    renderOnboarding("FREELANCER");
    await fillAboutYou();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: /Add work experience/ }));
    await userEvent.type(screen.getByLabelText("Company"), "Mehta Labs");
    cleanup();

    renderOnboarding("FREELANCER");
    expect(screen.getByLabelText("Headline")).toHaveValue("Full-stack developer for React apps");
    expect(screen.getByText("TypeScript")).toBeInTheDocument();
    expect(screen.getByLabelText("Hourly rate (₹)")).toHaveValue(1500);
    expect(screen.getByLabelText("Experience level")).toHaveValue("EXPERT");
    await next();
    expect(await screen.findByLabelText("Company")).toHaveValue("Mehta Labs");
  });

  it("does not move on while the first step has errors, and names each one", async () => {
    renderOnboarding("FREELANCER");
    expect(screen.getByRole("heading", { name: "Set up your freelancer profile" })).toBeInTheDocument();
    await next();
    expect(await screen.findByText("Headline must be at least 5 characters.")).toBeInTheDocument();
    expect(screen.getByText("Add at least one skill.")).toBeInTheDocument();
    expect(screen.getByText("Enter your hourly rate in rupees.")).toBeInTheDocument();
    expect(screen.getByText("Choose your experience level.")).toBeInTheDocument();
    expect(screen.getByText("Location is required.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "About you" })).toBeInTheDocument();
  });

  it("clears an error as soon as the field is fixed, and moves on after a failed first try", async () => {
    renderOnboarding("FREELANCER");
    await next();
    expect(await screen.findByText("Add at least one skill.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Experience level"), "EXPERT");
    await vi.waitFor(() => expect(screen.queryByText("Choose your experience level.")).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText("Skills"), "React{Enter}");
    await vi.waitFor(() => expect(screen.queryByText("Add at least one skill.")).not.toBeInTheDocument());
    await fillAboutYou();
    await next();
    expect(await screen.findByRole("form", { name: "Experience" })).toBeInTheDocument();
  });

  it("adds and removes skill chips", async () => {
    renderOnboarding("FREELANCER");
    await userEvent.type(screen.getByLabelText("Skills"), "React{Enter}Go{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Remove Go" }));
    expect(screen.queryByRole("button", { name: "Remove Go" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove React" })).toBeInTheDocument();
  });

  it("caches education under educationData and the showcase under showcaseData as they are typed", async () => {
    renderOnboarding("FREELANCER");
    await fillAboutYou();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Add education" }));
    await userEvent.type(screen.getByLabelText("School"), "IIT Bombay");
    await userEvent.type(screen.getByLabelText("Start year"), "2016");
    expect(JSON.parse(localStorage.getItem("educationData") ?? "[]")).toEqual([
      { school: "IIT Bombay", degree: "", field: "", startYear: "2016", endYear: "" },
    ]);

    await userEvent.type(screen.getByLabelText("Degree"), "B.Tech");
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Add portfolio item" }));
    await userEvent.type(screen.getByLabelText("Title"), "Storefront");
    expect(JSON.parse(localStorage.getItem("showcaseData") ?? "{}")).toEqual({
      portfolios: [{ title: "Storefront", description: "", url: "" }],
      certifications: [],
      projects: [],
    });
  });

  it("starts from the cached drafts and submits the profile in paise, then clears them", async () => {
    localStorage.setItem(
      "educationData",
      JSON.stringify([{ school: "IIT Bombay", degree: "B.Tech", field: "", startYear: "2016", endYear: "2020" }]),
    );
    localStorage.setItem(
      "showcaseData",
      JSON.stringify({ portfolios: [], certifications: [], projects: [{ title: "UPI SDK", url: "https://x.dev" }] }),
    );
    const saved = makeUser({ emailVerified: true, onboardingCompleted: true });
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: saved }));
    const { router } = renderOnboarding("FREELANCER");
    await fillAboutYou();
    await next();
    expect(await screen.findByDisplayValue("IIT Bombay")).toBeInTheDocument();
    await next();
    expect(await screen.findByDisplayValue("UPI SDK")).toBeInTheDocument();
    await next();
    // The optional phone step can be skipped without touching the profile body.
    expect(await screen.findByRole("heading", { name: "Add your phone (optional)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Skip for now" }));
    const review = await screen.findByRole("form", { name: "Review" });
    expect(within(review).getByText("1.5K INR per hour", { exact: false })).toBeInTheDocument();
    expect(
      within(review).getByText("Not added — optional, you can add it later from your profile."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://localhost:3000/api/user/profile/freelancer");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      headline: "Full-stack developer for React apps",
      skills: ["React", "TypeScript"],
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
      availability: "AVAILABLE",
      location: "Pune, India",
      languages: [],
      education: [{ school: "IIT Bombay", degree: "B.Tech", startYear: 2016, endYear: 2020 }],
      workExperience: [],
      showcase: { portfolios: [], certifications: [], projects: [{ title: "UPI SDK", url: "https://x.dev" }] },
    });
    expect(useAuthStore.getState().user?.onboardingCompleted).toBe(true);
    expect(localStorage.getItem("educationData")).toBeNull();
    expect(localStorage.getItem("showcaseData")).toBeNull();
  });

  it("takes the person back to the step of a server field error", async () => {
    localStorage.setItem(
      "educationData",
      JSON.stringify([{ school: "IIT Bombay", degree: "B.Tech", field: "", startYear: "2016", endYear: "" }]),
    );
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Some fields are not valid.",
        errors: [{ path: "education.0.school", message: "This school name is not allowed." }],
      }),
    );
    renderOnboarding("FREELANCER");
    await fillAboutYou();
    await next();
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Finish setup" }));
    expect(await screen.findByText("This school name is not allowed.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Experience" })).toBeInTheDocument();
  });

  it("keeps a server error that belongs to no field above the buttons until the next try", async () => {
    const answers = [
      jsonResponse(409, { success: false, code: "CONFLICT", message: "Your profile was already completed elsewhere." }),
      jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy. Try again in a minute." }),
    ];
    stubFetch(() => answers.shift() as Response);
    renderOnboarding("FREELANCER");
    await fillAboutYou();
    await next();
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Finish setup" }));
    const alert = await screen.findByText("Your profile was already completed elsewhere.", {
      selector: "[role=alert] span",
    });
    expect(alert).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(
      await screen.findByText("Crewlance is busy. Try again in a minute.", { selector: "[role=alert] span" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText("Your profile was already completed elsewhere.", { selector: "[role=alert] span" }),
    ).not.toBeInTheDocument();
  });
});
