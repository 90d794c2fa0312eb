import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "@/lib/cn";

const sizes = {
  xs: "size-7 text-xs",
  sm: "size-9 text-sm",
  md: "size-12 text-base",
  lg: "size-20 text-2xl",
  xl: "size-28 text-4xl",
} as const;

/** First letter of a full name, upper-cased; 'U' when there is none. */
function initialOf(fullName: string | null | undefined): string {
  const letter = fullName?.trim().charAt(0);
  return letter ? letter.toUpperCase() : "U";
}

type AvatarProps = {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * A round picture, falling back to the name's first letter. Decorative: wherever an avatar
 * appears the name is written beside it (or the control has its own label).
 */
export function Avatar({ src, name, size = "sm", className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-amber-100 font-semibold text-amber-900 ring-1 ring-black/5 dark:bg-amber-500/20 dark:text-amber-200 dark:ring-white/10",
        sizes[size],
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback delayMs={src ? 300 : undefined} aria-hidden>
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
