import { OFF_PLATFORM_NOTICE, OFF_PLATFORM_WARNING, offPlatformSignals } from "@crewlance/contracts/off-platform";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The gentle step before a text that asks to move off Crewlance goes out (decision 0092): the
 * first Send shows the warning; "Send anyway" sends that same text, "Edit message" returns to it.
 * Nothing is refused here: the server flags what was sent.
 */
export function useOffPlatformGate() {
  const [warned, setWarned] = useState<string | null>(null);
  const accepted = useRef<string | null>(null);
  const pendingSend = useRef<(() => void) | null>(null);

  /** Sends now when `text` is clean or was accepted as it is; otherwise shows the warning first. */
  const gate = useCallback((text: string, send: () => void) => {
    if (offPlatformSignals(text).length === 0 || accepted.current === text) {
      setWarned(null);
      send();
      return;
    }
    pendingSend.current = send;
    setWarned(text);
  }, []);

  const sendAnyway = useCallback(() => {
    accepted.current = warned;
    setWarned(null);
    const send = pendingSend.current;
    pendingSend.current = null;
    send?.();
  }, [warned]);

  const edit = useCallback(() => {
    pendingSend.current = null;
    setWarned(null);
  }, []);

  return { warning: warned !== null, gate, sendAnyway, edit };
}

type OffPlatformWarningProps = {
  onSendAnyway: () => void;
  onEdit: () => void;
  /** "Send anyway" names the action: "Post anyway", "Save anyway". */
  anywayLabel?: string;
  className?: string;
};

/** What the sender reads when their text asks to talk or pay outside Crewlance. */
export function OffPlatformWarning({
  onSendAnyway,
  onEdit,
  anywayLabel = "Send anyway",
  className,
}: OffPlatformWarningProps) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100",
        className,
      )}
    >
      <p className="flex items-start gap-2">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{OFF_PLATFORM_WARNING}</span>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit message
        </Button>
        <Button size="sm" onClick={onSendAnyway}>
          {anywayLabel}
        </Button>
      </div>
    </div>
  );
}

/** What the recipient reads beside a message, proposal, offer or task the platform flagged. */
export function OffPlatformNotice({ className }: { className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-xs text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100",
        className,
      )}
    >
      <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>{OFF_PLATFORM_NOTICE}</span>
    </p>
  );
}

/**
 * Whether a proposal, offer or task was flagged: their contracts gain an optional `offPlatform`
 * as the API marks them, so this reads it without requiring it.
 */
export function isOffPlatform(item: object): boolean {
  return "offPlatform" in item && item.offPlatform === true;
}
