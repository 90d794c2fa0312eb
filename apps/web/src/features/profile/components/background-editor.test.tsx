import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { jsonResponse, sentBody, stubFetch } from "@/test/render";
import { storageWith } from "@/test/storage";
import { freelancerProfile, onboardedFreelancer, renderProfile } from "../testing";

const openEditor = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Edit background" }));
  return screen.findByRole("form", { name: "Edit background" });
};

const educationDraft = () => JSON.parse(localStorage.getItem("educationData") ?? "null");

describe("background editor on /profile", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("caches the unsaved education list under educationData and restores it when reopened", async () => {
    renderProfile(onboardedFreelancer());
    await openEditor();
    expect(localStorage.getItem("educationData")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add education" }));
    await userEvent.type(screen.getAllByLabelText("School")[1] as HTMLElement, "MIT");
    expect(educationDraft()).toEqual([
      { school: "IIT Bombay", degree: "B.Tech", field: "", startYear: "2012", endYear: "2016" },
      { school: "MIT", degree: "", field: "", startYear: "", endYear: "" },
    ]);
    expect(localStorage.getItem("showcaseData")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("form", { name: "Edit background" })).not.toBeInTheDocument();
    await openEditor();
    expect(screen.getByRole("status")).toHaveTextContent("Unsaved changes restored");
    expect(screen.getAllByLabelText("School").map((input) => (input as HTMLInputElement).value)).toEqual([
      "IIT Bombay",
      "MIT",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(screen.queryByText("Unsaved changes restored")).not.toBeInTheDocument();
    expect(screen.getAllByLabelText("School")).toHaveLength(1);
    expect(localStorage.getItem("educationData")).toBeNull();
  });

  it("caches the showcase under showcaseData, keeping a certification's issuer and year", async () => {
    renderProfile(onboardedFreelancer());
    await openEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add portfolio item" }));
    await userEvent.type(screen.getByPlaceholderText("Storefront redesign"), "Storefront");
    expect(JSON.parse(localStorage.getItem("showcaseData") ?? "null")).toEqual({
      portfolios: [{ title: "Storefront", description: "", url: "", images: [] }],
      certifications: [
        {
          title: "AWS Solutions Architect",
          description: "",
          url: "",
          issuer: "Amazon Web Services",
          year: "2023",
        },
      ],
      projects: [],
    });
  });

  it("saves the whole profile with the new lists, then clears the drafts and closes", async () => {
    const fetch = stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, {
        success: true,
        data: onboardedFreelancer({ ...freelancerProfile, education: body.education, showcase: body.showcase }),
      });
    });
    renderProfile(onboardedFreelancer());
    await openEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add education" }));
    await userEvent.type(screen.getAllByLabelText("School")[1] as HTMLElement, "MIT");
    await userEvent.type(screen.getAllByLabelText("Degree")[1] as HTMLElement, "MS");
    await userEvent.type(screen.getAllByLabelText("Start year")[1] as HTMLElement, "2017");
    expect(educationDraft()).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Save background" }));

    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit background" })).not.toBeInTheDocument());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/user\/profile\/freelancer$/);
    expect(init?.method).toBe("PUT");
    expect(sentBody(fetch)).toEqual({
      headline: "Senior React engineer",
      bio: "I build fast storefronts.",
      skills: ["React", "TypeScript"],
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
      availability: "AVAILABLE",
      location: "Pune, India",
      languages: ["English"],
      education: [
        { school: "IIT Bombay", degree: "B.Tech", startYear: 2012, endYear: 2016 },
        { school: "MIT", degree: "MS", startYear: 2017 },
      ],
      workExperience: [{ company: "Acme", title: "Engineer", startDate: "2016-07" }],
      showcase: {
        portfolios: [],
        certifications: [{ title: "AWS Solutions Architect", issuer: "Amazon Web Services", year: 2023 }],
        projects: [],
      },
    });
    expect(localStorage.getItem("educationData")).toBeNull();
    expect(localStorage.getItem("showcaseData")).toBeNull();
    expect(useAuthStore.getState().user?.freelancerProfile?.education).toHaveLength(2);
    expect(await screen.findByText("MS")).toBeInTheDocument();
  });

  it("shows field errors from the contract rules and sends nothing", async () => {
    const fetch = stubFetch(() => jsonResponse(500, {}));
    renderProfile(onboardedFreelancer());
    await openEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add education" }));
    await userEvent.click(screen.getByRole("button", { name: "Save background" }));
    const second = screen.getByRole("heading", { name: "Education 2" }).closest("div")?.parentElement as HTMLElement;
    expect(await within(second).findByText("School is required.")).toBeInTheDocument();
    expect(within(second).getByText("Enter the start year.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps working with empty defaults when local storage fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "localStorage",
      storageWith({
        setItem: () => {
          throw new Error("quota exceeded");
        },
        getItem: (key) => {
          if (key === "educationData" || key === "showcaseData") throw new Error("denied");
          return null;
        },
      }),
    );
    renderProfile(onboardedFreelancer());
    await openEditor();
    expect(screen.queryByText("Unsaved changes restored")).not.toBeInTheDocument();
    expect(screen.getAllByLabelText("School").map((input) => (input as HTMLInputElement).value)).toEqual([
      "IIT Bombay",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add education" }));
    await userEvent.type(screen.getAllByLabelText("School")[1] as HTMLElement, "MIT");
    expect(screen.getAllByLabelText("School")[1]).toHaveValue("MIT");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("educationData"), expect.any(Error));
  });
});
