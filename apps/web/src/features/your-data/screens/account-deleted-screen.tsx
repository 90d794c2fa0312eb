import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { useForgetDeletedSession } from "../signed-out";

/** Where a deleted account lands, signed out (decision 0099). */
export default function AccountDeletedScreen() {
  useForgetDeletedSession();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4">
      <div className="max-w-md space-y-4 text-center">
        <Logo className="mx-auto" />
        <h1 className="text-2xl font-semibold text-fg">Your account was deleted</h1>
        <p className="text-sm text-muted">
          We erased your profile and personal details and signed you out everywhere. We keep only the ledger, invoices
          and tax records the law requires. An email to your old address says what is kept and why.
        </p>
        <Link
          to="/auth/login"
          className="inline-block text-sm font-medium text-amber-700 underline dark:text-amber-400"
        >
          Go to the sign-in page
        </Link>
      </div>
    </main>
  );
}
