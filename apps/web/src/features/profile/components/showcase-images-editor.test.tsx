import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/render";
import { freelancerProfile, onboardedFreelancer, renderProfile } from "../testing";

/* The portfolio item's images in the background editor, and the gallery on /profile (decision 0097). */

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

async function portfolioItem() {
  await userEvent.click(await screen.findByRole("button", { name: "Edit background" }));
  await userEvent.click(await screen.findByRole("button", { name: "Add portfolio item" }));
  await userEvent.type(screen.getByPlaceholderText("Storefront redesign"), "Tea label");
}

describe("showcase images", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("uploads images, asks for an alt text for each, and sends them with the profile", async () => {
    let uploads = 0;
    const fetch = stubFetch((url, init) => {
      if (url.endsWith("/users/me/showcase-images")) {
        uploads += 1;
        return jsonResponse(201, {
          success: true,
          data: { path: `showcase/${uploads}.webp`, width: 800, height: 600 },
        });
      }
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, {
        success: true,
        data: onboardedFreelancer({ ...freelancerProfile, showcase: body.showcase }),
      });
    });
    renderProfile(onboardedFreelancer());
    await portfolioItem();
    await userEvent.upload(screen.getByLabelText("Add images"), [png("front.png"), png("side.png")]);
    expect(await screen.findByLabelText("Alt text of image 2")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save background" }));
    const first = screen.getByLabelText("Alt text of image 1");
    expect(
      await within(first.parentElement as HTMLElement).findByText("Describe the image for people who cannot see it."),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);

    await userEvent.type(first, "The label, front");
    await userEvent.click(screen.getByRole("button", { name: "Remove image 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Save background" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const saved = JSON.parse(String(fetch.mock.calls[2]?.[1]?.body));
    expect(saved.showcase.portfolios).toEqual([
      { title: "Tea label", images: [{ path: "showcase/1.webp", alt: "The label, front", width: 800, height: 600 }] },
    ]);

    const open = await screen.findByRole("button", { name: "Open image 1 of Tea label: The label, front" });
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Tea label" });
    expect(within(dialog).getByText("The label, front", { selector: "figcaption" })).toBeInTheDocument();
  });

  it("disables adding at eight images with a sentence", async () => {
    let uploads = 0;
    stubFetch(() => {
      uploads += 1;
      return jsonResponse(201, { success: true, data: { path: `showcase/${uploads}.webp`, width: 10, height: 10 } });
    });
    renderProfile(onboardedFreelancer());
    await portfolioItem();
    const files = Array.from({ length: 9 }, (_, index) => png(`${index}.png`));
    await userEvent.upload(screen.getByLabelText("Add images"), files);
    expect(await screen.findByText("An item can have at most 8 images.")).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Alt text of image/)).toHaveLength(8);
    expect(screen.getByLabelText("Add images")).toBeDisabled();
    expect(uploads).toBe(8);
  });
});
