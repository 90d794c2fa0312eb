import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OutboxMessageCard } from "./outbox-message-card";

describe("outbox message card", () => {
  it("shows a texted phone code as a copyable code, addressed to the number", () => {
    render(
      <OutboxMessageCard
        message={{
          id: "00000000-0000-4000-8000-000000000003",
          channel: "SMS",
          to: "+919800000001",
          subject: null,
          text: "Your Crewlance code is 604218. It expires in 10 minutes. Do not share it.",
          html: null,
          createdAt: "2025-05-01T12:00:00.000Z",
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Text message" })).toBeInTheDocument();
    expect(screen.getByText("SMS")).toBeInTheDocument();
    expect(screen.getByText("+919800000001")).toBeInTheDocument();
    expect(screen.getByText("604218").tagName).toBe("CODE");
    expect(screen.getByRole("button", { name: "Copy code 604218" })).toBeInTheDocument();
  });
});
