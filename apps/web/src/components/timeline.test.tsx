import { render, screen } from "@testing-library/react";
import { Award } from "lucide-react";
import { describe, expect, it } from "vitest";
import { Timeline } from "./timeline";

describe("timeline links", () => {
  it("links an http(s) address and shows any other stored address as plain text", () => {
    render(
      <Timeline
        icon={Award}
        title="Portfolio"
        empty="Nothing yet"
        items={[
          { title: "Shop redesign", href: "https://shop.example.com" },
          { title: "Old entry", href: "javascript:alert(document.cookie)" },
          { title: "Inline page", href: "data:text/html,<script>alert(1)</script>" },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Shop redesign" })).toHaveAttribute("href", "https://shop.example.com");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText("Old entry")).toBeInTheDocument();
    expect(screen.getByText("Inline page")).toBeInTheDocument();
  });
});
