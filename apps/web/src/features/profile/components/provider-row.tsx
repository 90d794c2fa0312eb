import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSocialAccount } from "@crewlance/contracts/users";
import { ProviderMark } from "@/components/provider-mark";
import { Button } from "@/components/ui/button";
import { PROVIDERS } from "@/lib/social/providers";

export const LAST_METHOD_HINT = "This is your only way to sign in. Set a password or connect another account first.";

type ProviderRowProps = {
  provider: TSocialProvider;
  account?: TSocialAccount;
  isLast: boolean;
  busy: boolean;
  onConnect: () => void;
  onUnlink: () => void;
};

/** One provider on the sign-in methods card: linked with its email and 'Unlink', or 'Connect'. */
export function ProviderRow({ provider, account, isLast, busy, onConnect, onUnlink }: ProviderRowProps) {
  const { name } = PROVIDERS[provider];
  const hintId = `last-method-${provider}`;
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface">
        <ProviderMark provider={provider} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">{name}</p>
        {account ? (
          <p className="truncate text-xs text-muted" title={account.email ?? undefined}>
            {account.email ?? "Linked"}
          </p>
        ) : (
          <p className="text-xs text-muted">Not connected</p>
        )}
        {account && isLast ? (
          <p id={hintId} className="mt-1 text-xs text-orange-700 dark:text-orange-400">
            {LAST_METHOD_HINT}
          </p>
        ) : null}
      </div>
      {account ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onUnlink}
          disabled={isLast || busy}
          title={isLast ? LAST_METHOD_HINT : undefined}
          aria-describedby={isLast ? hintId : undefined}
          aria-label={`Unlink ${name}`}
        >
          Unlink
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={onConnect} disabled={busy} aria-label={`Connect ${name}`}>
          Connect
        </Button>
      )}
    </li>
  );
}
