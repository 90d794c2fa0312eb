import { paiseToRupees, rupeesToPaise } from "@crewlance/contracts/money";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_FILES,
  MAX_TASK_BUDGET_PAISE,
  type TTask,
  type TTaskCreateBody,
  ZTaskCreateBody,
} from "@crewlance/contracts/tasks";
import { z } from "zod";

const fields = ZTaskCreateBody.shape;
const MAX_BUDGET_RUPEES = paiseToRupees(MAX_TASK_BUDGET_PAISE);

const rupees = (label: string) =>
  z
    .number({ error: `Enter the ${label.toLowerCase()} in rupees.` })
    .positive(`${label} must be more than 0.`)
    .max(MAX_BUDGET_RUPEES, `${label} must be at most 10 crore INR.`);

/** The post form: the contract's task fields, with the budget typed in rupees. */
export const ZTaskForm = z
  .object({
    title: fields.title,
    description: fields.description,
    category: fields.category,
    skills: fields.skills,
    budgetType: fields.budgetType,
    budgetMin: rupees("Minimum budget"),
    budgetMax: rupees("Maximum budget"),
    // A blank date input says what is missing before whether the date is well formed.
    deadline: z.string().min(1, "Pick a deadline.").pipe(fields.deadline),
    experienceLevel: fields.experienceLevel,
  })
  .refine((values) => values.budgetMin <= values.budgetMax, {
    path: ["budgetMax"],
    message: "Maximum budget must be at least the minimum budget.",
    // Said as soon as both amounts are numbers, even while another field is still wrong.
    when: ({ value }) => {
      const { budgetMin, budgetMax } = (value ?? {}) as { budgetMin?: unknown; budgetMax?: unknown };
      return Number.isFinite(budgetMin) && Number.isFinite(budgetMax);
    },
  });
export type TaskFormInput = z.input<typeof ZTaskForm>;
export type TaskFormValues = z.output<typeof ZTaskForm>;

export const TASK_FORM_FIELDS = [
  "title",
  "description",
  "category",
  "skills",
  "budgetType",
  "budgetMin",
  "budgetMax",
  "deadline",
  "experienceLevel",
] as const satisfies ReadonlyArray<keyof TaskFormInput>;

/** The blank form, or a saved task to edit (its budget back in rupees). */
export function taskFormDefaults(task?: TTask): TaskFormInput {
  if (!task) {
    return {
      title: "",
      description: "",
      category: "" as TaskFormInput["category"],
      skills: [],
      budgetType: "FIXED",
      budgetMin: Number.NaN,
      budgetMax: Number.NaN,
      deadline: "",
      experienceLevel: "INTERMEDIATE",
    };
  }
  return {
    title: task.title,
    description: task.description,
    category: task.category,
    skills: task.skills,
    budgetType: task.budgetType,
    budgetMin: paiseToRupees(task.budgetMin),
    budgetMax: paiseToRupees(task.budgetMax),
    deadline: task.deadline.slice(0, 10),
    experienceLevel: task.experienceLevel,
  };
}

/** The request body: rupees become whole paise through the contracts' one conversion. */
export function toTaskBody(values: TaskFormValues): Omit<TTaskCreateBody, "publish"> {
  return {
    ...values,
    budgetMin: rupeesToPaise(values.budgetMin),
    budgetMax: rupeesToPaise(values.budgetMax),
  };
}

/** Tomorrow in UTC as `YYYY-MM-DD`: the earliest deadline the date picker offers. */
export function earliestDeadline(now: Date = new Date()): string {
  return new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

const ATTACHMENT_EXTENSIONS = /\.(pdf|jpe?g|png|webp|gif|docx?|xlsx?|pptx?|odt|ods|odp)$/i;

/**
 * Why a picked file cannot be attached, before it is sent: the type by its name (the server
 * checks the content again), the size, and how many files the item already has.
 */
export function attachmentProblem(file: File, alreadyAttached: number): string | null {
  if (alreadyAttached >= ATTACHMENTS_MAX_FILES) return `Attach at most ${ATTACHMENTS_MAX_FILES} files.`;
  if (!ATTACHMENT_EXTENSIONS.test(file.name)) return `${file.name} is not a PDF, an image or an office document.`;
  if (file.size > ATTACHMENT_MAX_BYTES) return `${file.name} is larger than 10 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
