import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "@/lib/api-client";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { useResolvedTheme } from "@/lib/theme";
import { AppToaster } from "@/lib/toast";
import { StepUpPrompt } from "./step-up-prompt";

/** Exported for `route-data.ts`, which starts a screen's first request before React renders it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; only network and server failures are retried.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const theme = useResolvedTheme();
  // Toasts asked for before it is on screen wait for it (lib/toast.tsx).
  const showToaster = useFirstScreenPainted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <StepUpPrompt />
      {showToaster ? <AppToaster theme={theme} /> : null}
    </QueryClientProvider>
  );
}
