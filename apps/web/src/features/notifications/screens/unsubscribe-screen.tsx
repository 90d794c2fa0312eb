import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { errorMessage } from "@/lib/api-client";
import { confirmUnsubscribe, unsubscribePreviewQuery } from "../api";

const linkClass = "inline-block text-sm font-medium text-amber-700 underline dark:text-amber-400";

function Body({ token }: { token: string }) {
  const preview = useQuery(unsubscribePreviewQuery(token));
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(token) });
  if (confirm.isSuccess) {
    return (
      <>
        <h1 className="text-2xl font-semibold text-fg">You are unsubscribed</h1>
        <p role="status" className="text-sm text-muted">
          {confirm.data.description}: turned off. You can turn it back on, or change anything else we send you, in your
          notification settings.
        </p>
        <Link to="/settings/notifications" className={linkClass}>
          Open your notification settings
        </Link>
      </>
    );
  }
  if (preview.isError) {
    return (
      <>
        <h1 className="text-2xl font-semibold text-fg">This link does not work</h1>
        <p role="alert" className="text-sm text-muted">
          {errorMessage(preview.error)}
        </p>
        <Link to="/settings/notifications" className={linkClass}>
          Open your notification settings
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold text-fg">Unsubscribe</h1>
      <p className="text-sm text-muted" aria-busy={preview.isPending}>
        {preview.data ? (
          <>
            This turns off: <strong className="text-fg">{preview.data.description}</strong>. Emails about your account's
            security and your money still come.
          </>
        ) : (
          "Checking your link..."
        )}
      </p>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(confirm.error)}
        </p>
      ) : null}
      <Button onClick={() => confirm.mutate()} disabled={!preview.data || confirm.isPending}>
        {confirm.isPending ? "Turning off..." : "Turn it off"}
      </Button>
    </>
  );
}

/** /unsubscribe?token=: an email's unsubscribe link, for anyone holding it, signed in or not (decision 0104). */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4">
      <div className="max-w-md space-y-4 text-center">
        <Logo className="mx-auto" />
        {token ? (
          <Body token={token} />
        ) : (
          <>
            <h1 className="text-2xl font-semibold text-fg">This link does not work</h1>
            <p role="alert" className="text-sm text-muted">
              The unsubscribe link has no token. Open it again from the email.
            </p>
          </>
        )}
      </div>
    </main>
  );
}
