import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { type ThemePreference, useThemeStore } from "@/lib/theme";

export const THEME_OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: typeof Sun }> = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/** Light / dark / system as a three-way segmented control. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn("flex rounded-lg border border-line bg-surface-muted p-0.5", className)}
    >
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons reads better than radio inputs here.
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={preference === value}
          onClick={() => setPreference(value)}
          className={cn(
            "flex h-7 flex-1 items-center justify-center gap-1.5 rounded-md text-xs font-medium text-muted transition-colors hover:text-fg",
            preference === value && "bg-surface text-fg shadow-sm",
          )}
        >
          <Icon className="size-3.5" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
