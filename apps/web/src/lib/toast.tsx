import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@crewlance/contracts/constants";
import { lazy, Suspense, useEffect } from "react";
import type { ExternalToast } from "sonner";
import { loadWhenOnline } from "./load-when-online";

/*
 * Toasts are never needed for the first paint, so sonner loads right after it instead of
 * sitting in the entry bundle of the login page. Calls made before the toaster is on screen
 * wait for it, so no toast is lost.
 */
let loadingSonner: Promise<typeof import("sonner")> | null = null;
const loadSonner = () => {
  loadingSonner ??= loadWhenOnline(() => import("sonner"));
  return loadingSonner;
};

let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

function show(kind: "success" | "error", message: string, options?: ExternalToast): void {
  void Promise.all([loadSonner(), toasterReady]).then(([sonner]) => sonner.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};

type ToasterProps = { theme?: "light" | "dark"; duration?: number };

const LazyToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function MountedToaster({ theme, duration = TOAST_DURATION_MS }: ToasterProps) {
      // Effects run in sibling order, so sonner has subscribed by the time this one fires.
      useEffect(() => markToasterReady(), []);
      // One toast at a time, gone after 1000 ms; sonner pauses the timer on hover and focus.
      return <Toaster visibleToasts={TOASTS_VISIBLE} duration={duration} theme={theme} richColors closeButton />;
    },
  })),
);

export function AppToaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
