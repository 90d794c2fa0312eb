import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { ConfirmDialog } from "@/components/confirm-dialog";

/** A row's action opens the dialog by state, with no Dialog.Trigger, as the screens do. */
function Row() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Decline
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Decline this proposal?"
        description="They are told at once."
        confirmLabel="Decline"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

it("gives the focus back to the button that opened the dialog when it closes by Escape or Cancel", async () => {
  const user = userEvent.setup();
  render(<Row />);
  const opener = screen.getByRole("button", { name: "Decline" });
  await user.tab();
  await user.tab();
  expect(opener).toHaveFocus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(opener).toHaveFocus();

  await user.keyboard("{Enter}");
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(opener).toHaveFocus();
});
