import { OFF_PLATFORM_WARNING } from "@crewlance/contracts/off-platform";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { earliestDeadline } from "../task-form";
import { makeTask } from "../testing";
import { TaskForm } from "./task-form";

const routes = [
  { path: "/post-task", element: <TaskForm /> },
  { path: "/tasks/:id", element: <p>Task page</p> },
];

describe("the post task form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each field's sentence after the first submit, then updates it as the person types", async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, { success: false, code: "X", message: "no" }));
    renderRoutes(routes, ["/post-task"]);
    const user = userEvent.setup();
    expect(screen.queryByText("Title must be at least 10 characters.")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "Logo");
    // Nothing is said while typing before the first submit.
    expect(screen.queryByText("Title must be at least 10 characters.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Title must be at least 10 characters.")).toBeInTheDocument();
    expect(screen.getByText("Description must be at least 50 characters.")).toBeInTheDocument();
    expect(screen.getByText("Choose a category from the list.")).toBeInTheDocument();
    expect(screen.getByText("Add at least one skill.")).toBeInTheDocument();
    expect(screen.getByText("Enter the minimum budget in rupees.")).toBeInTheDocument();
    expect(screen.getByText("Pick a deadline.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Title"), " for our new café");
    await waitFor(() => expect(screen.queryByText("Title must be at least 10 characters.")).not.toBeInTheDocument());
    await user.type(screen.getByLabelText("Minimum budget (INR)"), "5000");
    await user.type(screen.getByLabelText("Maximum budget (INR)"), "100");
    expect(await screen.findByText("Maximum budget must be at least the minimum budget.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a draft with the budget typed in rupees sent as whole paise", async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith("/api/tasks")
        ? jsonResponse(201, { success: true, data: makeTask({ status: "DRAFT" }) })
        : jsonResponse(404, {}),
    );
    const { router } = renderRoutes(routes, ["/post-task"]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Logo for our new café in Pune");
    await user.type(
      screen.getByLabelText("Description"),
      "A round logo with a coffee cup, in two colours, delivered as SVG and PNG with a short style guide.",
    );
    await user.selectOptions(screen.getByLabelText("Category"), "DESIGN");
    await user.type(screen.getByLabelText("Skills"), "Logo design{Enter}Illustrator{Enter}");
    await user.click(screen.getByLabelText("Hourly"));
    await user.type(screen.getByLabelText("Minimum rate (INR/hr)"), "1500.5");
    await user.type(screen.getByLabelText("Maximum rate (INR/hr)"), "2000");
    await user.type(screen.getByLabelText("Deadline"), earliestDeadline());
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tasks/11111111-1111-4111-8111-111111111111"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/tasks$/);
    expect(sentBody(fetchMock)).toEqual({
      title: "Logo for our new café in Pune",
      description: "A round logo with a coffee cup, in two colours, delivered as SVG and PNG with a short style guide.",
      category: "DESIGN",
      skills: ["Logo design", "Illustrator"],
      budgetType: "HOURLY",
      budgetMin: 150_050,
      budgetMax: 200_000,
      deadline: earliestDeadline(),
      experienceLevel: "INTERMEDIATE",
      publish: false,
    });
  });

  it("puts the server's field errors on their fields", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION",
        message: "Check the highlighted fields.",
        errors: [{ path: "deadline", message: "Pick a deadline after today." }],
      }),
    );
    renderRoutes(routes, ["/post-task"]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Logo for our new café in Pune");
    await user.type(
      screen.getByLabelText("Description"),
      "A round logo with a coffee cup, in two colours, delivered as SVG and PNG with a short style guide.",
    );
    await user.selectOptions(screen.getByLabelText("Category"), "DESIGN");
    await user.type(screen.getByLabelText("Skills"), "Logo design{Enter}");
    await user.type(screen.getByLabelText("Minimum budget (INR)"), "1000");
    await user.type(screen.getByLabelText("Maximum budget (INR)"), "2000");
    await user.type(screen.getByLabelText("Deadline"), earliestDeadline());
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Pick a deadline after today.")).toBeInTheDocument();
    expect(screen.getByLabelText("Deadline")).toHaveAttribute("aria-invalid", "true");
  });

  it("previews the task as freelancers will see it", async () => {
    renderRoutes(routes, ["/post-task"]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Logo for our new café in Pune");
    await user.type(screen.getByLabelText("Minimum budget (INR)"), "45000");
    await user.type(screen.getByLabelText("Maximum budget (INR)"), "45000");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("Logo for our new café in Pune");
    expect(preview).toHaveTextContent("45.0K INR");
    expect(document.querySelector("form")).not.toBeVisible();
  });

  it("warns before publishing a task that asks to be paid outside, keeping what was typed", async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith("/api/tasks")
        ? jsonResponse(201, { success: true, data: makeTask({ status: "DRAFT" }) })
        : jsonResponse(200, { success: true, data: makeTask() }),
    );
    const { router } = renderRoutes(routes, ["/post-task"]);
    const user = userEvent.setup();
    const description =
      "A round logo with a coffee cup. Call me on WhatsApp at 98765 43210 and pay directly by UPI to save the fee.";
    await user.type(screen.getByLabelText("Title"), "Logo for our new café in Pune");
    await user.type(screen.getByLabelText("Description"), description);
    await user.selectOptions(screen.getByLabelText("Category"), "DESIGN");
    await user.type(screen.getByLabelText("Skills"), "Logo design{Enter}");
    await user.type(screen.getByLabelText("Minimum budget (INR)"), "1000");
    await user.type(screen.getByLabelText("Maximum budget (INR)"), "2000");
    await user.type(screen.getByLabelText("Deadline"), earliestDeadline());
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(OFF_PLATFORM_WARNING);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole("button", { name: "Edit message" }));
    expect(screen.queryByText(OFF_PLATFORM_WARNING)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue(description);

    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Publish anyway" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tasks/11111111-1111-4111-8111-111111111111"));
    expect(sentBody(fetchMock)).toMatchObject({ description, publish: false });
  });
});
