import { Link } from "react-router";
import { config } from "@/config";

/** Builds are production builds, so a local app URL is what marks a developer's machine. */
function isLocalApp(): boolean {
  const host = new URL(config.appUrl).hostname;
  return host === "localhost" || host === "127.0.0.1";
}

export function DevOutboxHint() {
  if (!isLocalApp()) return null;
  return (
    <p className="rounded-lg border border-dashed border-line bg-surface-muted p-3 text-center text-xs text-muted">
      Developer? Read the code in the{" "}
      <Link
        to="/test-email-api"
        className="font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
      >
        test outbox
      </Link>
      .
    </p>
  );
}
