import { COLLABORATION_EXPIRY_DAYS } from "@crewlance/contracts/collaboration-values";
import { useQuery } from "@tanstack/react-query";
import { Check, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { FormAlert } from "@/components/form-alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCreateCollaboration } from "@/lib/collaborations/api";
import { toast } from "@/lib/toast";
import { freelancerSearchQuery } from "../api";

type Picked = { id: string; fullName: string };

/** 'Invite a collaborator' on a project: find a freelancer by name or skill, add a note, send. */
export function InviteCollaboratorButton({ projectId, projectTitle }: { projectId: string; projectTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        Invite a collaborator
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Invite a collaborator"
        description={`They join "${projectTitle}": the board, the files and the chat. Milestone payments stay with the hired freelancer. The invitation expires after ${COLLABORATION_EXPIRY_DAYS} days.`}
      >
        {open ? <InviteForm projectId={projectId} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function InviteForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const [q, setQ] = useState("");
  const [picked, setPicked] = useState<Picked | null>(null);
  const [message, setMessage] = useState("");
  const [missing, setMissing] = useState(false);
  const results = useQuery(freelancerSearchQuery(q));
  const send = useCreateCollaboration();
  const fieldErrors = send.error instanceof ApiError ? send.error.fieldErrors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setMissing(true);
      return;
    }
    send.mutate(
      { kind: "PROJECT_INVITE", projectId, freelancerId: picked.id, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${picked.fullName}`);
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const pickError = missing && !picked ? "Choose the freelancer to invite." : fieldErrors.freelancerId;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Find a freelancer" hint="Type at least two letters of a name or a skill." error={pickError}>
        {(ids) => (
          <DebouncedInput {...ids} value={q} onCommit={setQ} placeholder="e.g. Ravi or React" autoComplete="off" />
        )}
      </Field>
      {q.trim().length >= 2 ? (
        <div aria-live="polite">
          {results.isPending ? (
            <p className="text-sm text-muted">Searching...</p>
          ) : results.isError ? (
            <FormAlert error={results.error} />
          ) : results.data.length === 0 ? (
            <p className="text-sm text-muted">No freelancer matches "{q}".</p>
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label="Freelancers found">
              {results.data.map((person) => {
                const chosen = picked?.id === person.id;
                return (
                  <li key={person.id}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => setPicked({ id: person.id, fullName: person.fullName })}
                      className={cn(
                        "flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm",
                        chosen
                          ? "border-amber-500 bg-amber-50 dark:bg-amber-500/10"
                          : "border-line hover:bg-surface-muted",
                      )}
                    >
                      <Avatar src={person.avatarUrl} name={person.fullName} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-fg">{person.fullName}</span>
                        <span className="block truncate text-xs text-muted">{person.headline}</span>
                      </span>
                      {chosen ? <Check className="size-4 text-amber-600" aria-hidden /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
      {picked ? (
        <p className="text-sm text-fg">
          Inviting <span className="font-semibold">{picked.fullName}</span>
        </p>
      ) : null}
      <Field label="Message (optional)" error={fieldErrors.message}>
        {(ids) => <Textarea {...ids} rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />}
      </Field>
      <FormAlert error={send.error && Object.keys(fieldErrors).length === 0 ? send.error : undefined} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </DialogActions>
    </form>
  );
}
