import { describe, expect, it } from "vitest";
import { ZAdminUserListQuery } from "./admin";
import { ZLoginRequest, ZRegisterRequest, ZSocialSignInRequest } from "./auth";
import { ZFreelancerListQuery } from "./freelancers";
import { BROKEN_CHARACTERS_MESSAGE, CONTROL_CHARACTERS_MESSAGE, HTTP_URL_MESSAGE, isHttpUrl } from "./text";
import { ZCompanyProfileRequest, ZFreelancerProfileRequest, ZUpdateUserRequest, ZUser } from "./users";

function firstIssue(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join("."), message: issue.message };
}

const freelancer = {
  headline: "Full-stack developer",
  skills: ["React"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT",
  location: "Pune",
};
const company = {
  companyName: "Acme Labs",
  industry: "Software",
  size: "11-50",
  location: "Pune",
  description: "We build software for small shops across India.",
  registrationNumber: "U72900",
};

describe("one-line text", () => {
  it.each([
    ["NUL", "ab\u0000cd"],
    ["escape", "ab\u001bcd"],
    ["DEL", "ab\u007fcd"],
    ["C1 control", "ab\u0085cd"],
    ["line break inside", "ab\ncd"],
    ["tab inside", "ab\tcd"],
  ])("refuses a %s with a field error", (_label, fullName) => {
    expect(firstIssue(ZUpdateUserRequest.safeParse({ fullName }))).toEqual({
      path: "fullName",
      message: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it("refuses a lone surrogate of either half, and keeps whole emoji and accents", () => {
    for (const fullName of ["ab\ud800cd", "ab\udc00cd", "ab\ud83d"]) {
      expect(firstIssue(ZUpdateUserRequest.safeParse({ fullName }))).toEqual({
        path: "fullName",
        message: BROKEN_CHARACTERS_MESSAGE,
      });
    }
    expect(ZUpdateUserRequest.parse({ fullName: "Zoë 😀 Ñandú" }).fullName).toBe("Zoë 😀 Ñandú");
  });

  it("trims line breaks around the text before looking", () => {
    expect(ZUpdateUserRequest.parse({ fullName: "\n Priya Sharma\r\n" }).fullName).toBe("Priya Sharma");
  });

  it("is checked in the sign-up schemas written with zod/mini", () => {
    const result = ZRegisterRequest.safeParse({
      fullName: "ab\u0000cd",
      email: "a@example.com",
      password: "longenough",
      role: "FREELANCER",
    });
    expect(firstIssue(result)).toEqual({ path: "fullName", message: CONTROL_CHARACTERS_MESSAGE });
    expect(
      firstIssue(ZSocialSignInRequest.safeParse({ code: "a\u0000", redirectUri: "https://x.example/cb" })),
    ).toEqual({ path: "code", message: CONTROL_CHARACTERS_MESSAGE });
  });

  it("leaves passwords alone: they are only hashed", () => {
    expect(ZLoginRequest.safeParse({ email: "a@example.com", password: "pa\u0000ss\ud800" }).success).toBe(true);
  });

  it("applies to query strings, skills filters included", () => {
    expect(firstIssue(ZFreelancerListQuery.safeParse({ q: "\u0000" }))).toEqual({
      path: "q",
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(firstIssue(ZFreelancerListQuery.safeParse({ skills: "React,No\u0000de" }))?.path).toBe("skills.1");
    expect(firstIssue(ZFreelancerListQuery.safeParse({ location: "Pu\ud800ne" }))?.message).toBe(
      BROKEN_CHARACTERS_MESSAGE,
    );
    expect(firstIssue(ZAdminUserListQuery.safeParse({ q: "a\u0000" }))?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it("applies inside the stored JSON parts of a profile", () => {
    const result = ZFreelancerProfileRequest.safeParse({
      ...freelancer,
      education: [{ school: "ab\ud800cd", degree: "B.Tech", startYear: 2012 }],
      showcase: { projects: [{ title: "Kirana\u0000app" }] },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["education.0.school", BROKEN_CHARACTERS_MESSAGE],
      ["showcase.projects.0.title", CONTROL_CHARACTERS_MESSAGE],
    ]);
  });
});

describe("multi-line text", () => {
  it("keeps tabs and line breaks in a bio and descriptions", () => {
    const bio = "First line\n\tindented\r\nlast line";
    expect(ZFreelancerProfileRequest.parse({ ...freelancer, bio }).bio).toBe(bio);
    const description = `${company.description}\n\nSecond paragraph.`;
    expect(ZCompanyProfileRequest.parse({ ...company, description }).description).toBe(description);
  });

  it("refuses the other control characters and broken characters", () => {
    expect(firstIssue(ZFreelancerProfileRequest.safeParse({ ...freelancer, bio: "a\u0000b" }))).toEqual({
      path: "bio",
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(firstIssue(ZFreelancerProfileRequest.safeParse({ ...freelancer, bio: "a\ud800b" }))?.message).toBe(
      BROKEN_CHARACTERS_MESSAGE,
    );
  });
});

describe("stored links", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "ftp://files.example.com",
    "//evil.example.com",
    "https://",
    "acme.example.com",
    // Chromium's URL parser takes these (percent-encoding the host), Node's refuses or keeps them:
    // the check must answer the same in the browser and on the server (decision 0082).
    "https://acme corp.com",
    "https://acme,com",
    "https://acme..com",
    "https://acme.com/our work",
  ])("refuses %s as a company website and a showcase link", (url) => {
    expect(firstIssue(ZCompanyProfileRequest.safeParse({ ...company, website: url }))).toEqual({
      path: "website",
      message: HTTP_URL_MESSAGE,
    });
    const showcase = { portfolios: [{ title: "Work", url }] };
    expect(firstIssue(ZFreelancerProfileRequest.safeParse({ ...freelancer, showcase }))).toEqual({
      path: "showcase.portfolios.0.url",
      message: HTTP_URL_MESSAGE,
    });
  });

  it("accepts http and https addresses", () => {
    for (const url of [
      "https://acme.example.com",
      "http://acme.example.com/about?x=1",
      "HTTPS://Acme.example",
      "https://münchen.example/über",
      "http://localhost:3000/work",
      "http://[::1]:8080/",
      "https://my_shop.example.com/a%20b",
    ]) {
      expect(isHttpUrl(url)).toBe(true);
      expect(ZCompanyProfileRequest.safeParse({ ...company, website: url }).success).toBe(true);
    }
  });
});

describe("answers", () => {
  it("still read a profile saved under older rules", () => {
    const profile = {
      headline: "Developer",
      bio: null,
      skills: [],
      hourlyRate: 1,
      experienceLevel: "ENTRY",
      availability: "AVAILABLE",
      location: null,
      languages: [],
      education: [{ school: "Old\u0007School", degree: "B.Sc", startYear: 1900 }],
      workExperience: [],
      showcase: { portfolios: [{ title: "Old", url: "javascript:void(0)" }], certifications: [], projects: [] },
      rating: null,
      reviewsCount: 0,
      completedProjects: 0,
      totalEarned: 0,
    };
    const user = {
      id: "6f1c2b9e-3d4a-4c5b-8e7f-9a0b1c2d3e4f",
      fullName: "Old User",
      email: "old@example.com",
      role: "FREELANCER",
      status: "ACTIVE",
      emailVerified: true,
      onboardingCompleted: true,
      phone: null,
      phoneVerified: false,
      timeZone: "Asia/Kolkata",
      avatarUrl: null,
      bannerUrl: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      freelancerProfile: profile,
      companyProfile: null,
    };
    expect(ZUser.safeParse(user).success).toBe(true);
  });
});
