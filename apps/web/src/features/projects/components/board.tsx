import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, CalendarClock, GripVertical, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/marketplace/labels";
import { toast } from "@/lib/toast";
import { boardQuery, updateBoardItem } from "../api";
import { projectExtraKeys } from "../query-keys";
import { BOARD_STATUS_LABEL, BOARD_STATUSES, type BoardItem, type BoardStatus, type Project } from "../types";
import { BoardItemDialog } from "./board-item-dialog";

type Columns = Record<BoardStatus, BoardItem[]>;

/** Cards by column, each column in the server's order: positions compare as plain strings (byte order). */
export function groupByColumn(items: BoardItem[]): Columns {
  const columns: Columns = { TODO: [], IN_PROGRESS: [], IN_REVIEW: [], DONE: [] };
  for (const item of items) columns[item.status].push(item);
  for (const status of BOARD_STATUSES)
    columns[status].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  return columns;
}

function columnOf(columns: Columns, id: string): BoardStatus | null {
  if ((BOARD_STATUSES as string[]).includes(id)) return id as BoardStatus;
  return BOARD_STATUSES.find((status) => columns[status].some((item) => item.id === id)) ?? null;
}

/**
 * Where a dragged card ended: its column and the card it now follows (null: the top), or null
 * when it is back where it started.
 */
export function moveOf(before: Columns, after: Columns, id: string) {
  const from = columnOf(before, id);
  const to = columnOf(after, id);
  if (!from || !to) return null;
  const list = after[to];
  const index = list.findIndex((item) => item.id === id);
  const afterId = index > 0 ? list[index - 1]!.id : null;
  const oldIndex = before[from].findIndex((item) => item.id === id);
  const oldAfterId = oldIndex > 0 ? before[from][oldIndex - 1]!.id : null;
  if (from === to && afterId === oldAfterId) return null;
  return { status: to, afterId };
}

/**
 * Where a dragged card is, read out: the card it is over as well as the column, so each arrow key
 * says something new (over its own place and over its neighbour used to sound the same).
 */
function overAnnouncement(columns: Columns, activeId: string | number, overId: string | number): string {
  const column = BOARD_STATUS_LABEL[columnOf(columns, String(overId)) ?? "TODO"];
  const card =
    (BOARD_STATUSES as string[]).includes(String(overId)) || overId === activeId ? null : titleOf(columns, overId);
  return card
    ? `${titleOf(columns, activeId)} is over ${card} in ${column}.`
    : `${titleOf(columns, activeId)} is over ${column}.`;
}

function titleOf(columns: Columns, id: string | number) {
  for (const status of BOARD_STATUSES) {
    const item = columns[status].find((card) => card.id === id);
    if (item) return item.title;
  }
  return "the card";
}

function CardBody({ item, onOpen }: { item: BoardItem; onOpen?: () => void }) {
  return (
    <div className="min-w-0 flex-1">
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className="w-full text-left text-sm font-medium break-words text-fg hover:text-amber-700 dark:hover:text-amber-400"
        >
          {item.title}
        </button>
      ) : (
        <p className="text-sm font-medium break-words text-fg">{item.title}</p>
      )}
      {item.description ? <p className="mt-1 line-clamp-2 text-xs text-muted">{item.description}</p> : null}
      {item.assignee || item.dueDate ? (
        <div className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
          {item.dueDate ? (
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-3" aria-hidden />
              {formatDay(item.dueDate)}
            </span>
          ) : (
            <span />
          )}
          {item.assignee ? (
            <span className="inline-flex min-w-0 items-center gap-1.5" title={`Assigned to ${item.assignee.name}`}>
              <Avatar src={item.assignee.avatarUrl} name={item.assignee.name} size="xs" />
              <span className="sr-only">Assigned to {item.assignee.name}</span>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SortableCard({ item, index, onOpen }: { item: BoardItem; index: number; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      data-board-card={item.id}
      data-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-start gap-1.5 rounded-xl border border-line bg-surface p-2.5 shadow-sm",
        isDragging && "opacity-40",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${item.title}`}
        className="-ml-0.5 grid h-7 w-6 shrink-0 cursor-grab touch-none place-items-center rounded text-muted hover:bg-surface-muted hover:text-fg active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <CardBody item={item} onOpen={onOpen} />
    </li>
  );
}

function Column({
  status,
  items,
  onAdd,
  onOpen,
  canEdit,
}: {
  status: BoardStatus;
  items: BoardItem[];
  onAdd: () => void;
  onOpen: (item: BoardItem) => void;
  canEdit: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-board-column={status}
      className="flex w-[17rem] shrink-0 flex-col rounded-2xl border border-line bg-surface-muted/60 p-3 md:w-auto"
    >
      <div className="mb-2 flex items-center justify-between gap-2 px-1">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {BOARD_STATUS_LABEL[status]}{" "}
          <span className="ml-1 rounded-full bg-surface px-1.5 text-xs font-medium text-muted tabular-nums">
            {items.length}
          </span>
        </h3>
        {canEdit ? (
          <button
            type="button"
            onClick={onAdd}
            className="grid size-7 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg"
            aria-label={`Add a card to ${BOARD_STATUS_LABEL[status]}`}
          >
            <Plus className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <SortableContext id={status} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cn(
            "flex min-h-24 flex-1 flex-col gap-2 rounded-xl p-0.5 transition-colors",
            isOver && "bg-amber-50 dark:bg-amber-500/10",
          )}
        >
          {items.map((item, index) => (
            <SortableCard key={item.id} item={item} index={index} onOpen={() => onOpen(item)} />
          ))}
          {items.length === 0 ? (
            <li className="grid flex-1 place-items-center rounded-xl border border-dashed border-line px-3 py-6 text-center text-xs text-muted">
              Drop a card here
            </li>
          ) : null}
        </ul>
      </SortableContext>
    </section>
  );
}

/**
 * The project's kanban board: four columns; a card moves by dragging its handle, or by keyboard
 * (focus the handle, Space to lift, arrows to move, Space to drop, Escape to cancel). The move is
 * sent as the column and the card it follows; the server keeps the order (decision 0035).
 */
export function Board({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery(boardQuery(project.id));
  const base = useMemo(() => groupByColumn(query.data?.items ?? []), [query.data]);
  const [dragging, setDragging] = useState<Columns | null>(null);
  const [pending, setPending] = useState<Columns | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ item?: BoardItem; status: BoardStatus } | null>(null);
  const columns = dragging ?? pending ?? base;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = useMutation({
    mutationFn: updateBoardItem,
    onSettled: async (_data, error) => {
      if (error) toast.error(errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: projectExtraKeys.board(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.activity(project.id) });
      setPending(null);
    },
  });

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setDragging(columns);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragging) return;
    const from = columnOf(dragging, String(active.id));
    const to = columnOf(dragging, String(over.id));
    if (!from || !to || from === to) return;
    const item = dragging[from].find((card) => card.id === active.id);
    if (!item) return;
    const target = dragging[to];
    const overIndex = target.findIndex((card) => card.id === over.id);
    const index = overIndex >= 0 ? overIndex : target.length;
    setDragging({
      ...dragging,
      [from]: dragging[from].filter((card) => card.id !== active.id),
      [to]: [...target.slice(0, index), { ...item, status: to }, ...target.slice(index)],
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const current = dragging;
    setDragging(null);
    if (!over || !current) return;
    const id = String(active.id);
    const column = columnOf(current, id);
    if (!column) return;
    let next = current;
    const overIndex = current[column].findIndex((card) => card.id === over.id);
    const oldIndex = current[column].findIndex((card) => card.id === id);
    if (overIndex >= 0 && overIndex !== oldIndex) {
      next = { ...current, [column]: arrayMove(current[column], oldIndex, overIndex) };
    }
    const change = moveOf(base, next, id);
    if (!change) return;
    setPending(next);
    move.mutate({ id, body: change });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(columns, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? overAnnouncement(columns, active.id, over.id)
        : `${titleOf(columns, active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(columns, active.id)} dropped in ${BOARD_STATUS_LABEL[columnOf(columns, String(over.id)) ?? "TODO"]}.`
        : `${titleOf(columns, active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(columns, active.id)} was cancelled.`,
  };

  if (query.isPending)
    return (
      <div className="grid gap-3 md:grid-cols-4" aria-busy="true">
        <span className="sr-only">Loading the board</span>
        {BOARD_STATUSES.map((status) => (
          <Skeleton key={status} className="h-64 rounded-2xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the board"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  const active = activeId ? BOARD_STATUSES.flatMap((status) => columns[status]).find((c) => c.id === activeId) : null;
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          Drag a card by its handle, or focus the handle and press Space, the arrow keys, then Space.
        </p>
        {canEdit ? (
          <Button size="sm" onClick={() => setDialog({ status: "TODO" })}>
            <Plus className="size-4" aria-hidden />
            New card
          </Button>
        ) : null}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDragging(null);
        }}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move a card, press Space. Use the arrow keys to move it within and between columns, Space to drop it, Escape to cancel.",
          },
        }}
      >
        {/* `relative`: the cards' visually hidden texts are absolutely positioned; without a positioned
            scroller they escape its clipping and widen the whole page on a phone. */}
        <div className="relative flex max-w-[calc(100vw-2rem)] gap-3 overflow-x-auto pb-2 [contain:inline-size] md:grid md:max-w-none md:grid-cols-4 md:overflow-visible">
          {BOARD_STATUSES.map((status) => (
            <Column
              key={status}
              status={status}
              items={columns[status]}
              canEdit={canEdit}
              onAdd={() => setDialog({ status })}
              onOpen={(item) => setDialog({ item, status: item.status })}
            />
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <div className="flex items-start gap-1.5 rounded-xl border border-amber-400 bg-surface p-2.5 shadow-xl">
              <span className="grid h-7 w-6 place-items-center text-muted">
                <GripVertical className="size-4" aria-hidden />
              </span>
              <CardBody item={active} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <BoardItemDialog
        project={project}
        item={dialog?.item}
        status={dialog?.status ?? "TODO"}
        canEdit={canEdit}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
    </div>
  );
}
