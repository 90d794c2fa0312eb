import { Compass } from "lucide-react";
import { LinkButton } from "@/components/link-button";

/** Unknown routes: 'Not found'. */
export default function NotFoundScreen() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-wide text-amber-700 dark:text-amber-400">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg">Not found</h1>
      <p className="mt-2 max-w-sm text-sm text-muted">The page you are looking for does not exist or has moved.</p>
      <LinkButton to="/dashboard" variant="primary" className="mt-6">
        Back to dashboard
      </LinkButton>
    </div>
  );
}
