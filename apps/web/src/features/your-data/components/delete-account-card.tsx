import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ACCOUNT_DELETED_STATE } from "../signed-out";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** "Delete your account": opens the dialog; once deleted, the deleted page forgets the session. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleted = () => navigate("/account-deleted", { replace: true, state: ACCOUNT_DELETED_STATE });
  return (
    <Card className="border-red-200 p-5 dark:border-red-500/30" role="region" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-base font-semibold text-fg">
        Delete your account
      </h2>
      <p className="mt-1 text-sm text-muted">
        Your profile and personal details are erased and you are signed out everywhere. Money and work must be settled
        first: nothing in escrow or in your wallet, no active project or contract, no pending withdrawal.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={deleted} /> : null}
    </Card>
  );
}
