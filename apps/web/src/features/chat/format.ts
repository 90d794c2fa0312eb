import type { TChatMessage } from "@crewlance/contracts/chat";

/** The local calendar day of a time, as a key ('2026-11-23'). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** A day separator's words: 'Today', 'Yesterday', 'Friday, 20 November' or with the year. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const startOf = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** '14:05' — a bubble's time. */
export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** The list's short time: '14:05' today, 'Yesterday', '20 Nov' this year, '20 Nov 2025' before. */
export function listTimeLabel(iso: string, now: Date = new Date()): string {
  const label = dayLabel(iso, now);
  if (label === "Today") return timeLabel(iso);
  if (label === "Yesterday") return label;
  const date = new Date(iso);
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

export const DELETED_TEXT = "This message was deleted";

/** A hidden message's placeholder (decision 0092): the body never reaches the screen. */
export const HIDDEN_TEXT: Record<NonNullable<TChatMessage["hidden"]>, string> = {
  MODERATED: "This message was hidden by moderation.",
  BLOCKED: "Message hidden: you blocked this person.",
};

/** One line for the conversation list: the text, the file's name, or that it was deleted. */
export function previewOf(message: TChatMessage, myId: string | undefined): string {
  const prefix = message.sender.id === myId ? "You: " : "";
  if (message.deletedAt) return DELETED_TEXT;
  if (message.hidden) return HIDDEN_TEXT[message.hidden];
  const text = message.body.trim() || (message.attachment ? `📎 ${message.attachment.fileName}` : "");
  return `${prefix}${text.replace(/\s+/g, " ")}`;
}

export const isImage = (mimeType: string) => /^image\/(png|jpe?g|gif|webp)$/i.test(mimeType);

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
