import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { inAppPath, splitMessage } from "../message-parts";

function CodePill({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success("Code copied");
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Could not copy. Select the code and copy it by hand.");
    }
  };
  return (
    <span className="mx-0.5 inline-flex items-center gap-1 rounded-md border border-amber-300 bg-amber-50 py-0.5 pr-0.5 pl-2 align-middle dark:border-amber-500/40 dark:bg-amber-500/10">
      <code className="font-mono text-base font-semibold tracking-[0.2em] text-amber-900 dark:text-amber-200">
        {code}
      </code>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy code ${code}`}
        className="grid size-7 place-items-center rounded text-amber-800 hover:bg-amber-200/60 dark:text-amber-300 dark:hover:bg-amber-500/20"
      >
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      </button>
    </span>
  );
}

const linkClass = "break-all font-medium text-amber-700 underline underline-offset-2 dark:text-amber-400";

function Paragraph({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitMessage(text).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "code") return <CodePill key={key} code={part.value} />;
        if (part.kind === "link") {
          const path = inAppPath(part.value);
          return path ? (
            <a key={key} href={path} title={part.value} className={linkClass}>
              {part.value}
            </a>
          ) : (
            <a key={key} href={part.value} target="_blank" rel="noreferrer" className={linkClass}>
              {part.value}
            </a>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

/** A message's text, paragraph by paragraph, with its codes in copyable pills and its links clickable. */
export function MessageBody({ text }: { text: string }) {
  const paragraphs = text.trim().split(/\n\s*\n/);
  return (
    <div className="space-y-2 text-sm leading-6 text-fg">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed message, never reordered.
        <Paragraph key={index} text={paragraph} />
      ))}
    </div>
  );
}
