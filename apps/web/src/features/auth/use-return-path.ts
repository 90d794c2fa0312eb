import { useSearchParams } from "react-router";
import { returnPathIn } from "@/lib/return-path";

/** The page a sign-in screen was sent from (its `?next=`), if it is a path of this app. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return returnPathIn(searchParams);
}
