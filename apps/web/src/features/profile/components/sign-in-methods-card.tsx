import { SOCIAL_PROVIDERS, type TSocialProvider } from "@crewlance/contracts/enums";
import type { TSignInMethods } from "@crewlance/contracts/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { beginSocialSignIn } from "@/lib/social/begin-social-sign-in";
import { PROVIDERS } from "@/lib/social/providers";
import { toast } from "@/lib/toast";
import { isLastSignInMethod, signInMethodsQuery, unlinkSocialAccount } from "../sign-in-methods-api";
import { ProviderRow } from "./provider-row";

function PasswordRow({ hasPassword }: { hasPassword: boolean }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface text-muted">
        <KeyRound className="size-4.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">Password</p>
        {hasPassword ? (
          <p className="text-xs text-muted">Set</p>
        ) : (
          <p className="text-xs text-muted">
            Not set — use{" "}
            <Link
              to="/forget-password"
              className="font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
            >
              Forgot password
            </Link>{" "}
            to create one
          </p>
        )}
      </div>
    </li>
  );
}

function MethodsList({ methods }: { methods: TSignInMethods }) {
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<TSocialProvider | null>(null);
  const [connectProblem, setConnectProblem] = useState<string | null>(null);
  const unlink = useMutation({
    mutationFn: unlinkSocialAccount,
    onSuccess: (next, provider) => {
      queryClient.setQueryData(signInMethodsQuery.queryKey, next);
      toast.success(`${PROVIDERS[provider].name} is no longer linked.`);
    },
  });
  const connect = async (provider: TSocialProvider) => {
    setConnecting(provider);
    setConnectProblem(null);
    unlink.reset();
    const stayed = await beginSocialSignIn(provider, "link");
    if (stayed === null) return;
    setConnectProblem(stayed);
    setConnecting(null);
  };
  const isLast = isLastSignInMethod(methods);

  return (
    <>
      <ul className="divide-y divide-(--border)">
        <PasswordRow hasPassword={methods.hasPassword} />
        {SOCIAL_PROVIDERS.map((provider) => (
          <ProviderRow
            key={provider}
            provider={provider}
            account={methods.socialAccounts.find((account) => account.provider === provider)}
            isLast={isLast}
            busy={unlink.isPending || connecting !== null}
            onConnect={() => void connect(provider)}
            onUnlink={() => {
              setConnectProblem(null);
              unlink.mutate(provider);
            }}
          />
        ))}
      </ul>
      <div className="mt-2 empty:hidden">
        <FormAlert message={connectProblem ?? undefined} error={unlink.error} />
      </div>
    </>
  );
}

/** How this account can sign in: its password, and Google, LinkedIn and GitHub to link or unlink. */
export function SignInMethodsCard() {
  const titleId = useId();
  const methods = useQuery(signInMethodsQuery);
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <h2 id={titleId} className="text-base font-semibold text-fg">
        Sign-in methods
      </h2>
      <p className="mt-1 text-sm text-muted">Ways you can get into this account.</p>
      <div className="mt-3">
        {methods.data ? (
          <MethodsList methods={methods.data} />
        ) : methods.isError ? (
          <div className="space-y-2 py-2">
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(methods.error, "We couldn't load your sign-in methods.")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void methods.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-3 py-2" aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-9" />
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
