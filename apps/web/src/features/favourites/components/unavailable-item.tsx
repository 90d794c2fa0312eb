import type { TFavouriteKind } from "@crewlance/contracts/favourites";
import { CircleSlash } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useChangeFavourite } from "@/lib/favourites/api";
import { toast } from "@/lib/toast";

const TEXT: Record<TFavouriteKind, { title: string; why: string }> = {
  task: { title: "Task no longer open", why: "It was filled, closed or taken down since you saved it." },
  freelancer: { title: "Profile no longer available", why: "The freelancer's profile is not in the directory now." },
  team: { title: "Team no longer available", why: "The team is private or was taken down since you saved it." },
};

/** A saved item whose card its list no longer shows (decision 0103): say so, and let the person remove it. */
export function UnavailableItem({ kind, id }: { kind: TFavouriteKind; id: string }) {
  const change = useChangeFavourite();
  const text = TEXT[kind];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-dashed border-line bg-surface p-5">
      <div className="flex items-center gap-2 text-muted">
        <CircleSlash className="size-4" aria-hidden />
        <h3 className="text-base font-semibold text-fg">{text.title}</h3>
      </div>
      <p className="mt-1 flex-1 text-sm text-muted">{text.why}</p>
      <div className="mt-4">
        <Button
          variant="secondary"
          size="sm"
          disabled={change.isPending}
          onClick={() =>
            change.mutate({ kind, id, save: false }, { onError: (error) => toast.error(errorMessage(error)) })
          }
        >
          Remove from saved
        </Button>
      </div>
    </article>
  );
}
