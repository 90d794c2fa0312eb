import { RefreshCw } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { onWaitingWorker, switchToNewVersion, waitingWorker } from "./service-worker";

/** Offers the new version when a deploy's worker is waiting; "Later" keeps this tab as it is. */
export function UpdatePrompt() {
  const worker = useSyncExternalStore(onWaitingWorker, waitingWorker, () => null);
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  if (!worker || dismissed === worker) return null;
  return (
    <section
      aria-label="New version"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4 shadow-lg md:bottom-6"
    >
      <RefreshCw className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-fg">A new version of Crewlance is ready.</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(worker)}>
          Later
        </Button>
        <Button size="sm" onClick={switchToNewVersion}>
          Reload
        </Button>
      </div>
    </section>
  );
}
