import { BadgeCheck, CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Verified (with the name the provider holds) or not yet. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">
      <BadgeCheck className="size-3.5" aria-hidden />
      Verified
    </Badge>
  ) : (
    <Badge tone="warning">
      <CircleAlert className="size-3.5" aria-hidden />
      Not verified
    </Badge>
  );
}
