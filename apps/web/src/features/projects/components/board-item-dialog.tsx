import { ZBoardItemCreateBody } from "@crewlance/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { createBoardItem, deleteBoardItem, updateBoardItem } from "../api";
import { projectExtraKeys } from "../query-keys";
import { BOARD_STATUS_LABEL, BOARD_STATUSES, type BoardItem, type BoardStatus, type Project } from "../types";

type Props = {
  project: Project;
  item?: BoardItem;
  status: BoardStatus;
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create a card, or edit and delete one; the assignee is one of the project's people. */
export function BoardItemDialog(props: Props) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.item ? (props.canEdit ? "Edit card" : props.item.title) : "New card"}
      description={props.item ? "Changes show to everyone on the project." : "The card goes to the end of its column."}
    >
      {props.open ? <BoardItemForm key={props.item?.id ?? "new"} {...props} /> : null}
    </FormDialog>
  );
}

function BoardItemForm({ project, item, status, canEdit, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    title: item?.title ?? "",
    description: item?.description ?? "",
    status: item?.status ?? status,
    assigneeId: item?.assignee?.id ?? "",
    dueDate: item?.dueDate ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: projectExtraKeys.board(project.id) });
    void queryClient.invalidateQueries({ queryKey: projectExtraKeys.activity(project.id) });
    toast.success(message);
    onOpenChange(false);
  };
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof ZBoardItemCreateBody.parse>) =>
      item
        ? updateBoardItem({
            id: item.id,
            body: {
              title: body.title,
              description: body.description,
              assigneeId: body.assigneeId ?? null,
              dueDate: body.dueDate ?? null,
              ...(body.status !== item.status ? { status: body.status } : {}),
            },
          })
        : createBoardItem({ projectId: project.id, body }),
    onSuccess: () => done(item ? "Card saved" : "Card added"),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: deleteBoardItem,
    onSuccess: () => done("Card deleted"),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBoardItemCreateBody.safeParse({
      title: values.title,
      description: values.description,
      status: values.status,
      assigneeId: values.assigneeId || null,
      dueDate: values.dueDate || null,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const server = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const disabled = !canEdit || save.isPending || remove.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Title" error={errors.title ?? server.title}>
        {(ids) => (
          <Input
            {...ids}
            value={values.title}
            disabled={!canEdit}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            placeholder="Wireframes for the checkout"
            autoFocus
          />
        )}
      </Field>
      <Field label="Description (optional)" error={errors.description ?? server.description}>
        {(ids) => (
          <Textarea
            {...ids}
            value={values.description}
            disabled={!canEdit}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Column">
          {(ids) => (
            <Select
              {...ids}
              value={values.status}
              disabled={!canEdit}
              onChange={(event) => setValues({ ...values, status: event.target.value as BoardStatus })}
            >
              {BOARD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {BOARD_STATUS_LABEL[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Assignee" error={errors.assigneeId ?? server.assigneeId}>
          {(ids) => (
            <Select
              {...ids}
              value={values.assigneeId}
              disabled={!canEdit}
              onChange={(event) => setValues({ ...values, assigneeId: event.target.value })}
            >
              <option value="">Nobody</option>
              {project.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Due date" error={errors.dueDate ?? server.dueDate}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={values.dueDate}
              disabled={!canEdit}
              onChange={(event) => setValues({ ...values, dueDate: event.target.value })}
            />
          )}
        </Field>
      </div>
      <FormAlert error={save.error ?? remove.error ?? undefined} />
      {canEdit ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {item ? (
            confirmDelete ? (
              <div className="flex items-center gap-2">
                <span className="text-sm text-fg">Delete this card?</span>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => remove.mutate({ id: item.id })}
                  disabled={disabled}
                  aria-busy={remove.isPending || undefined}
                >
                  {remove.isPending ? "Deleting..." : "Delete"}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
                  Keep
                </Button>
              </div>
            ) : (
              <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="size-4" aria-hidden />
                Delete card
              </Button>
            )
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={disabled} aria-busy={save.isPending || undefined}>
              {save.isPending ? "Saving..." : item ? "Save card" : "Add card"}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
