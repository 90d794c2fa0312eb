import { type TInviteCandidate, type TTeamInviteBody, ZTeamInviteBody } from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailPlus, UserPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { inviteCandidatesQuery, inviteToTeam } from "../api";
import { teamKeys } from "../query-keys";

type Role = "ADMIN" | "MEMBER";

/** The typed text, once the person has stopped typing for a moment. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function useInvitationsChanged(teamId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
}

/** Search-as-you-type over freelancers' names, each found person with an Invite button. */
function CandidateSearch({ teamId, role }: { teamId: string; role: Role }) {
  const [text, setText] = useState("");
  const q = useSettled(text.trim());
  const candidates = useQuery(inviteCandidatesQuery(teamId, q));
  const changed = useInvitationsChanged(teamId);
  const listId = useId();
  const invite = useMutation({
    mutationFn: (person: TInviteCandidate) => inviteToTeam(teamId, { userId: person.id, role }),
    onSuccess: async (_result, person) => {
      toast.success(`Invitation sent to ${person.fullName}`);
      await changed();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const items = candidates.data?.items ?? [];
  const searching = q.length >= 2;
  return (
    <div className="space-y-2">
      <Field label="Find a freelancer by name" hint="Type at least 2 letters.">
        {(ids) => (
          <Input
            {...ids}
            type="search"
            autoComplete="off"
            placeholder="Priya Sharma"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-controls={listId}
          />
        )}
      </Field>
      <div id={listId} aria-live="polite">
        {!searching ? null : candidates.isPending ? (
          <p className="text-sm text-muted">Searching...</p>
        ) : candidates.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">{errorMessage(candidates.error)}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">No freelancer you can invite has that name.</p>
        ) : (
          <ul aria-label="Freelancers you can invite" className="divide-y divide-line">
            {items.map((person) => (
              <li key={person.id} className="flex items-center gap-3 py-2">
                <Avatar src={person.avatarUrl} name={person.fullName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{person.fullName}</p>
                  <p className="truncate text-xs text-muted">{person.headline}</p>
                </div>
                <Button
                  size="sm"
                  onClick={() => invite.mutate(person)}
                  disabled={invite.isPending}
                  aria-label={`Invite ${person.fullName}`}
                >
                  <UserPlus className="size-4" aria-hidden />
                  Invite
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Invite by email: a person with an account gets the invitation, a new address a sign-up mail. */
function EmailInvite({ teamId, role }: { teamId: string; role: Role }) {
  const changed = useInvitationsChanged(teamId);
  const [waiting, setWaiting] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }, unknown, TTeamInviteBody>({
    resolver: zodResolver(ZTeamInviteBody) as never,
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setWaiting(null);
    try {
      const result = await inviteToTeam(teamId, { ...values, role });
      if ("email" in result) {
        setWaiting(result.email);
        toast.success(`Invitation emailed to ${result.email}`);
      } else if ("invitee" in result) {
        toast.success(`Invitation sent to ${result.invitee.fullName}`);
      }
      reset();
      await changed();
    } catch (error) {
      showFormError(error, setError, ["email"]);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Invite by email">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field label="Invite by email" error={errors.email?.message}>
          {(ids) => (
            <Input {...ids} type="email" autoComplete="off" placeholder="name@example.com" {...register("email")} />
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6.5">
          <MailPlus className="size-4" aria-hidden />
          {isSubmitting ? "Sending..." : "Invite by email"}
        </Button>
      </div>
      {waiting ? (
        <p role="status" className="text-sm text-muted">
          We'll email {waiting} an invitation to join Crewlance. It waits for them to sign up.
        </p>
      ) : null}
    </form>
  );
}

/** For owners and admins: the role to invite as, a name search and an email invitation. */
export function InvitePeople({ teamId, canInviteAdmins }: { teamId: string; canInviteAdmins: boolean }) {
  const [role, setRole] = useState<Role>("MEMBER");
  return (
    <section aria-label="Invite people" className="space-y-4">
      {canInviteAdmins ? (
        <Field label="Invite as" className="max-w-48">
          {(ids) => (
            <Select {...ids} value={role} onChange={(event) => setRole(event.target.value as Role)}>
              <option value="MEMBER">Member</option>
              <option value="ADMIN">Admin</option>
            </Select>
          )}
        </Field>
      ) : null}
      <CandidateSearch teamId={teamId} role={role} />
      <EmailInvite teamId={teamId} role={role} />
    </section>
  );
}
