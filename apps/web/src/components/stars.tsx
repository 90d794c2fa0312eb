import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** A rating of 1–5 as five stars, read out as "4 out of 5". */
export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={cn(size, value <= rating ? "fill-amber-400 text-amber-400" : "text-stone-300 dark:text-stone-600")}
          aria-hidden
        />
      ))}
    </span>
  );
}
