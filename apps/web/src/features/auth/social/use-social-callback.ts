import type { TSocialProvider } from "@crewlance/contracts/enums";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAuthStore } from "@/lib/session/auth-store";
import { sessionKeys } from "@/lib/session/query-keys";
import { PROVIDERS, type SocialIntent } from "@/lib/social/providers";
import type { Suspension } from "@/lib/standing/api";
import { toast } from "@/lib/toast";
import { landingPathFor } from "../api";
import { type CallbackResult, completeSocialCallback } from "./complete-callback";

export type CallbackFailure = { intent: SocialIntent; message: string; suspension?: Suspension };

/**
 * Runs the callback once and acts on its result: a session is stored and the person moves on,
 * a link goes back to the profile, anything else comes back as a failure to show.
 */
export function useSocialCallback(provider: TSocialProvider): CallbackFailure | null {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<CallbackFailure | null>(null);
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
      } else if (result.intent === "link") {
        queryClient.setQueryData(sessionKeys.signInMethods(), result.methods);
        toast.success(`${PROVIDERS[provider].name} is now linked to your account.`);
        navigate("/profile", { replace: true });
      } else {
        useAuthStore.getState().setAuth(result.session);
        if (result.session.isNewUser) toast.success("Welcome to Crewlance!");
        navigate(landingPathFor(result.session.user, result.returnTo), { replace: true });
      }
    });
    return () => {
      mounted = false;
    };
  }, [provider, searchParams, navigate, queryClient]);

  return failure;
}
