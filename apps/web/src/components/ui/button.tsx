import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-amber-500 text-stone-950 hover:bg-amber-400 active:bg-amber-600 shadow-sm",
  secondary: "bg-surface text-fg border border-line hover:bg-surface-muted",
  ghost: "text-fg hover:bg-surface-muted",
  danger: "bg-red-600 text-white hover:bg-red-500",
  link: "text-amber-700 dark:text-amber-400 underline-offset-4 hover:underline px-0 h-auto",
} as const;

const sizes = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-11 px-5 text-base" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50",
        sizes[size],
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
