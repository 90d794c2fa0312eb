import { type TPortfolioItem, teamRoleCan } from "@crewlance/contracts/teams";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowLeft, ArrowUp, ExternalLink, ImageOff, Images, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { PageHeader } from "@/components/page-header";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { deletePortfolioItem, portfolioQuery, reorderPortfolio } from "../api";
import { PortfolioDialog } from "../components/portfolio-dialog";
import { moveId } from "../portfolio-order";
import { teamKeys } from "../query-keys";
import { useTeamStore } from "../store";

function PortfolioCard({
  item,
  index,
  count,
  admin,
  reportable,
  busy,
  onEdit,
  onDelete,
  onMove,
}: {
  item: TPortfolioItem;
  index: number;
  count: number;
  admin: boolean;
  /** Someone outside the team may report the item (decision 0092). */
  reportable: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <div className="aspect-[4/3] bg-surface-muted">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt={item.title} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="grid size-full place-items-center bg-gradient-to-br from-amber-100 to-orange-50 text-amber-700 dark:from-amber-500/15 dark:to-orange-500/5 dark:text-amber-400">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-base font-semibold text-fg">{item.title}</h2>
        {item.description ? <p className="mt-1 line-clamp-3 text-sm text-muted">{item.description}</p> : null}
        {item.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center gap-0.5 pt-4">
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noreferrer noopener"
              className="mr-auto inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:underline dark:text-amber-400"
            >
              View work
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span className="mr-auto" />
          )}
          {admin ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                className="size-8 px-0"
                disabled={busy || index === 0}
                onClick={() => onMove(-1)}
                aria-label={`Move ${item.title} earlier`}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="size-8 px-0"
                disabled={busy || index === count - 1}
                onClick={() => onMove(1)}
                aria-label={`Move ${item.title} later`}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="size-8 px-0"
                onClick={onEdit}
                aria-label={`Edit ${item.title}`}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="size-8 px-0"
                onClick={onDelete}
                aria-label={`Delete ${item.title}`}
              >
                <Trash2 className="size-4 text-red-600 dark:text-red-400" aria-hidden />
              </Button>
            </>
          ) : null}
          {reportable ? (
            <SafetyMenu
              className="size-8"
              label={`More actions for ${item.title}`}
              report={{ itemKind: "PORTFOLIO_ITEM", itemId: item.id, itemName: item.title }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

export default function TeamPortfolioScreen() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const team = useTeamStore((state) => (state.currentTeam?.id === id ? state.currentTeam : null));
  const fetchTeam = useTeamStore((state) => state.fetchTeam);
  const portfolio = useQuery(portfolioQuery(id));
  const [editing, setEditing] = useState<TPortfolioItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TPortfolioItem | null>(null);

  useEffect(() => {
    void fetchTeam(id);
  }, [fetchTeam, id]);

  const admin = teamRoleCan(team?.viewerRole, "edit");
  const items = portfolio.data?.items ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.portfolio(id) });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderPortfolio(id, ids),
    onMutate: (ids) => {
      const byId = new Map(items.map((item) => [item.id, item]));
      queryClient.setQueryData(teamKeys.portfolio(id), (old: typeof portfolio.data) =>
        old ? { ...old, items: ids.map((itemId, index) => ({ ...byId.get(itemId)!, order: index + 1 })) } : old,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => deletePortfolioItem(id, itemId),
    onSuccess: async () => {
      setDeleting(null);
      toast.success("Portfolio item deleted");
      await refresh();
    },
  });

  return (
    <div className="mx-auto w-full max-w-6xl">
      <Link to={`/team/${id}`} className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        {team?.name ?? "Team"}
      </Link>
      <PageHeader
        title="Team Portfolio"
        description={team ? `Work ${team.name} has delivered.` : "Work this team has delivered."}
        actions={
          admin ? (
            <Button
              onClick={() => {
                setEditing(null);
                setDialogOpen(true);
              }}
            >
              <Plus className="size-4" aria-hidden />
              Add item
            </Button>
          ) : null
        }
      />
      {portfolio.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-72 rounded-2xl" />
          ))}
        </div>
      ) : portfolio.isError ? (
        <FormAlert error={portfolio.error} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Images}
          title="No portfolio items yet"
          description={
            admin
              ? "Add the team's best work: an image, a link and a few tags each."
              : "The team's work, with images, links and tags, will appear here."
          }
          action={
            admin ? (
              <Button
                onClick={() => {
                  setEditing(null);
                  setDialogOpen(true);
                }}
              >
                Add item
              </Button>
            ) : null
          }
        />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Portfolio">
          {items.map((item, index) => (
            <li key={item.id}>
              <PortfolioCard
                item={item}
                index={index}
                count={items.length}
                admin={admin}
                reportable={Boolean(team) && !team?.viewerRole}
                busy={reorder.isPending}
                onEdit={() => {
                  setEditing(item);
                  setDialogOpen(true);
                }}
                onDelete={() => setDeleting(item)}
                onMove={(by) =>
                  reorder.mutate(
                    moveId(
                      items.map((entry) => entry.id),
                      index,
                      by,
                    ),
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
      {admin ? (
        <PortfolioDialog
          teamId={id}
          item={editing}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onSaved={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={`Delete ${deleting?.title ?? "this item"}?`}
        description="It leaves the team's portfolio for good."
        confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
        tone="danger"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
