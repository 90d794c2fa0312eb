import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@crewlance/contracts/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { ApiError } from "@/lib/api-client";
import { useResolvedTheme } from "@/lib/theme";

const queryClient = new QueryClient({
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
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time, gone after 1000 ms; sonner pauses the timer on hover and focus. */}
      <Toaster visibleToasts={TOASTS_VISIBLE} duration={TOAST_DURATION_MS} theme={theme} richColors closeButton />
    </QueryClientProvider>
  );
}
