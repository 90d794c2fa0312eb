import { rupeesToPaise } from "@crewlance/contracts/money";
import { TASK_CATEGORY_LABELS, type TAttachment, type TTask } from "@crewlance/contracts/tasks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { LabelOptions } from "@/components/label-options";
import { OffPlatformWarning, useOffPlatformGate } from "@/components/safety/off-platform";
import { TagField } from "@/components/tag-field";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { showFormError } from "@/lib/form-server-error";
import { BUDGET_TYPE_LABEL } from "@/lib/marketplace/labels";
import { taskKeys } from "@/lib/marketplace/query-keys";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { toast } from "@/lib/toast";
import { createTask, deleteTaskAttachment, publishTask, updateTask, uploadTaskAttachment } from "../api";
import {
  earliestDeadline,
  TASK_FORM_FIELDS,
  type TaskFormInput,
  type TaskFormValues,
  taskFormDefaults,
  toTaskBody,
  ZTaskForm,
} from "../task-form";
import { useQueuedUploads } from "../use-queued-uploads";
import { AttachmentsField } from "./attachments-field";
import { TaskDetails, type TaskView } from "./task-details";

type Intent = "draft" | "publish" | "save";

/** The form's values as the task freelancers will see (the preview). */
function previewOf(values: TaskFormInput, attachments: TaskView["attachments"]): TaskView {
  const paise = (rupees: unknown) =>
    typeof rupees === "number" && Number.isFinite(rupees) ? rupeesToPaise(rupees) : 0;
  return {
    title: values.title ?? "",
    description: values.description ?? "",
    category: values.category && Object.hasOwn(TASK_CATEGORY_LABELS, values.category) ? values.category : null,
    skills: values.skills ?? [],
    budgetType: values.budgetType ?? "FIXED",
    budgetMin: paise(values.budgetMin),
    budgetMax: paise(values.budgetMax),
    deadline: values.deadline ?? "",
    experienceLevel: values.experienceLevel ?? "INTERMEDIATE",
    status: "OPEN",
    publishedAt: new Date().toISOString(),
    applicationsCount: 0,
    attachments,
  };
}

/**
 * One form to post a task and to edit it (decision 0030): Save draft / Publish for a new task or a
 * draft, Save changes for an open one. The task is saved first, then its files are sent one by one
 * with their progress, then it is published, so freelancers never see it without its files.
 */
export function TaskForm({ task }: { task?: TTask }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<string | undefined>(task?.id);
  const [existing, setExisting] = useState<TAttachment[]>(task?.attachments ?? []);
  const [removed, setRemoved] = useState<TAttachment[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { queued, setQueued, uploadAll } = useQueuedUploads();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: zodResolver(ZTaskForm),
    defaultValues: taskFormDefaults(task),
  });
  const isOpen = task?.status === "OPEN";

  const offPlatform = useOffPlatformGate();
  const save = async (intent: Intent, values: TaskFormValues) => {
    setBusy(intent);
    try {
      const body = toTaskBody(values);
      let saved: TTask;
      if (savedId) {
        saved = await updateTask(savedId, body);
      } else {
        saved = await createTask({ ...body, publish: false });
        setSavedId(saved.id);
      }
      for (const attachment of removed) await deleteTaskAttachment(saved.id, attachment.id);
      setRemoved([]);
      const uploaded = await uploadAll((file, onProgress) => uploadTaskAttachment(saved.id, file, onProgress));
      if (!uploaded) {
        await queryClient.invalidateQueries({ queryKey: taskKeys.all });
        toast.error("The task is saved as a draft, but a file could not be uploaded. Try again or remove it.");
        return;
      }
      if (intent === "publish" && saved.status === "DRAFT") await publishTask(saved.id);
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast.success(intent === "publish" ? "Task published" : intent === "draft" ? "Draft saved" : "Changes saved");
      navigate(`/tasks/${saved.id}`);
    } catch (error) {
      showFormError(error, setError, TASK_FORM_FIELDS);
    } finally {
      setBusy(null);
    }
  };
  // What freelancers will read is warned about once when it asks to move off Crewlance (decision
  // 0092); a draft is seen by nobody else, so it saves without the step.
  const submit = (intent: Intent) =>
    handleSubmit((values) => {
      if (intent === "draft") return void save(intent, values);
      offPlatform.gate(`${values.title}\n${values.description}`, () => void save(intent, values));
    });

  const values = watch();
  const attachmentsPreview = [
    ...existing,
    ...queued.map((item) => ({ fileName: item.file.name, mimeType: item.file.type, size: item.file.size })),
  ];

  return (
    <div className="space-y-4">
      <div className="inline-flex gap-1 rounded-xl border border-line bg-surface-muted p-1">
        {(
          [
            [false, "Edit", Pencil],
            [true, "Preview", Eye],
          ] as const
        ).map(([preview, label, Icon]) => (
          <button
            key={label}
            type="button"
            aria-pressed={previewing === preview}
            onClick={() => setPreviewing(preview)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-muted transition-colors hover:text-fg",
              previewing === preview && "bg-surface text-fg shadow-sm",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>

      {previewing ? (
        <section aria-label="Preview" className="space-y-3">
          <p className="text-sm text-muted">
            This is how freelancers will see your task. Your company card shows beside it.
          </p>
          <TaskDetails task={previewOf(values, attachmentsPreview)} headingLevel={2} />
        </section>
      ) : null}

      <form
        noValidate
        aria-label={task ? "Edit task" : "Post a task"}
        hidden={previewing}
        onSubmit={submit(isOpen ? "save" : "publish")}
        className={cn("space-y-6", previewing && "hidden")}
      >
        <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <h2 className="text-base font-semibold text-fg">The work</h2>
          <Field label="Title" error={errors.title?.message} hint="10 to 120 characters: what needs doing, in a line.">
            {(ids) => (
              <Input {...ids} {...register("title")} placeholder="Build a React dashboard for our sales team" />
            )}
          </Field>
          <Field
            label="Description"
            error={errors.description?.message}
            hint={`At least 50 characters: the goal, what you will provide and what you expect back. ${(values.description ?? "").length.toLocaleString("en-US")} / 10,000`}
          >
            {(ids) => <Textarea {...ids} {...register("description")} rows={8} className="min-h-40" />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Category" error={errors.category?.message}>
              {(ids) => (
                <Select {...ids} {...register("category")}>
                  <option value="">Choose a category</option>
                  <LabelOptions labels={TASK_CATEGORY_LABELS} />
                </Select>
              )}
            </Field>
            <Field label="Experience level" error={errors.experienceLevel?.message}>
              {(ids) => (
                <Select {...ids} {...register("experienceLevel")}>
                  <LabelOptions labels={EXPERIENCE_LABEL} />
                </Select>
              )}
            </Field>
          </div>
          <TagField
            control={control}
            name="skills"
            label="Skills"
            hint="Press Enter after each skill; up to 15. Freelancers with these skills see the task first."
            error={errors.skills?.message ?? errors.skills?.root?.message}
            max={15}
            placeholder={(count) => (count === 0 ? "React, TypeScript, Figma" : "Add another skill")}
          />
        </section>

        <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <h2 className="text-base font-semibold text-fg">Budget and deadline</h2>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-fg">Budget type</legend>
            <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
              {(["FIXED", "HOURLY"] as const).map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm text-fg has-checked:border-amber-500 has-checked:bg-amber-50 dark:has-checked:bg-amber-500/10"
                >
                  <input type="radio" value={type} {...register("budgetType")} className="accent-amber-600" />
                  {BUDGET_TYPE_LABEL[type]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={values.budgetType === "HOURLY" ? "Minimum rate (INR/hr)" : "Minimum budget (INR)"}
              error={errors.budgetMin?.message}
            >
              {(ids) => (
                <Input
                  {...ids}
                  {...register("budgetMin", { valueAsNumber: true })}
                  type="number"
                  min={1}
                  step="any"
                  inputMode="decimal"
                  placeholder="30000"
                />
              )}
            </Field>
            <Field
              label={values.budgetType === "HOURLY" ? "Maximum rate (INR/hr)" : "Maximum budget (INR)"}
              error={errors.budgetMax?.message}
            >
              {(ids) => (
                <Input
                  {...ids}
                  {...register("budgetMax", { valueAsNumber: true })}
                  type="number"
                  min={1}
                  step="any"
                  inputMode="decimal"
                  placeholder="45000"
                />
              )}
            </Field>
            <Field label="Deadline" error={errors.deadline?.message}>
              {(ids) => <Input {...ids} {...register("deadline")} type="date" min={earliestDeadline()} />}
            </Field>
          </div>
        </section>

        <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <AttachmentsField
            existing={existing}
            onRemoveExisting={(attachment) => {
              setExisting((current) => current.filter((item) => item.id !== attachment.id));
              setRemoved((current) => [...current, attachment]);
            }}
            queued={queued}
            onQueue={setQueued}
            problem={fileProblem}
            onProblem={setFileProblem}
            disabled={busy !== null}
          />
        </section>

        <FormAlert message={errors.root?.server?.message} />
        {offPlatform.warning ? (
          <OffPlatformWarning
            anywayLabel={isOpen ? "Save anyway" : "Publish anyway"}
            onSendAnyway={offPlatform.sendAnyway}
            onEdit={offPlatform.edit}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {isOpen ? (
            <Button type="submit" size="lg" disabled={busy !== null}>
              {busy ? "Saving..." : "Save changes"}
            </Button>
          ) : (
            <>
              <Button variant="secondary" size="lg" disabled={busy !== null} onClick={submit("draft")}>
                {busy === "draft" ? "Saving..." : "Save draft"}
              </Button>
              <Button type="submit" size="lg" disabled={busy !== null}>
                {busy === "publish" ? "Publishing..." : "Publish"}
              </Button>
            </>
          )}
        </div>
      </form>
    </div>
  );
}
