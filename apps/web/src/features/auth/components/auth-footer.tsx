import { cn } from "@/lib/cn";

export function AuthFooter({ className }: { className?: string }) {
  return <p className={cn("text-center text-xs text-muted", className)}>© 2025 Crewlance. All rights reserved.</p>;
}
