import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSecondFactorChallenge } from "@crewlance/contracts/two-factor";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { sessionKeys } from "@/lib/session/query-keys";
import { PROVIDERS, type SocialIntent } from "@/lib/social/providers";
import type { Suspension } from "@/lib/standing/api";
import { toast } from "@/lib/toast";
import { finishSignIn } from "../api";
import { type CallbackResult, completeSocialCallback } from "./complete-callback";

export type CallbackFailure = { intent: SocialIntent; message: string; suspension?: Suspension };
/** A sign-in that needs the second factor before its session (decision 0094). */
export type CallbackSecondFactor = { challenge: TSecondFactorChallenge; returnTo: string | null };
export type CallbackState = { failure: CallbackFailure | null; secondFactor: CallbackSecondFactor | null };

/**
 * Runs the callback once and acts on its result: a session is stored and the person moves on,
 * a link goes back to the profile, a second-factor challenge and anything else come back to show.
 */
export function useSocialCallback(provider: TSocialProvider): CallbackState {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<CallbackFailure | null>(null);
  const [secondFactor, setSecondFactor] = useState<CallbackSecondFactor | null>(null);
  // StrictMode runs effects twice, but the code may be posted once only: the first run starts the
  // attempt, every run waits for that same promise, and only a still-mounted run acts on it, once.
  const attempt = useRef<Promise<CallbackResult> | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    attempt.current ??= completeSocialCallback(provider, new URLSearchParams(searchParams));
    let mounted = true;
    void attempt.current.then((result) => {
      if (!mounted || handled.current) return;
      handled.current = true;
      if ("failure" in result) {
        setFailure({ intent: result.intent, message: result.failure, suspension: result.suspension });
      } else if ("challenge" in result) {
        setSecondFactor({ challenge: result.challenge, returnTo: result.returnTo });
      } else if (result.intent === "link") {
        queryClient.setQueryData(sessionKeys.signInMethods(), result.methods);
        toast.success(`${PROVIDERS[provider].name} is now linked to your account.`);
        navigate("/profile", { replace: true });
      } else {
        finishSignIn(result.session, result.returnTo, navigate);
        welcomeIfNew(result.session);
      }
    });
    return () => {
      mounted = false;
    };
  }, [provider, searchParams, navigate, queryClient]);

  return { failure, secondFactor };
}

/** A social sign-in that just made the account says welcome, after the second factor too. */
export function welcomeIfNew(session: { isNewUser: boolean }): void {
  if (session.isNewUser) toast.success("Welcome to Crewlance!");
}
