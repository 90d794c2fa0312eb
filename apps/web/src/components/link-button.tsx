import { Link, type LinkProps } from "react-router";
import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-amber-500 text-stone-950 hover:bg-amber-400 shadow-sm",
  secondary: "bg-surface text-fg border border-line hover:bg-surface-muted",
  ghost: "text-fg hover:bg-surface-muted",
} as const;

/** A router link styled like a Button. */
export function LinkButton({
  variant = "secondary",
  className,
  ...props
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={cn(
        "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
