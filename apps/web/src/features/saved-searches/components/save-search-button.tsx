import { BookmarkPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SaveSearchProps } from "./save-search-form";

// The dialog and its form load when first opened: the list's first paint carries neither.
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then((module) => ({ default: module.SaveSearchDialog })),
);

/** The list's query exactly as the screen sends it to GET /tasks or GET /user/freelancers. */
/** 'Save search' on a list screen: keeps the current search under a name (decision 0102). */
export function SaveSearchButton({ kind, query }: SaveSearchProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <BookmarkPlus className="size-4" aria-hidden />
        Save search
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog kind={kind} query={query} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
