import type { TCompanyProfile } from "@crewlance/contracts/users";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CompanyProfileCard } from "./company-profile-card";

const company = (website: string | null): TCompanyProfile => ({
  companyName: "Acme Labs",
  industry: "Software",
  size: "11-50",
  website,
  location: "Pune",
  description: null,
  registrationNumber: null,
  hasRegistrationCertificate: false,
  logoUrl: null,
  verified: false,
});

describe("company profile card website", () => {
  it("links an https website", () => {
    render(<CompanyProfileCard company={company("https://acme.example.com")} />);
    expect(screen.getByRole("link", { name: "acme.example.com" })).toHaveAttribute("href", "https://acme.example.com");
  });

  it("never makes a link of a javascript: address saved before links were checked", () => {
    render(<CompanyProfileCard company={company("javascript:alert(1)")} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("javascript:alert(1)")).toBeInTheDocument();
  });
});
