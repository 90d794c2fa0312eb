import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** Copies a page's address, saying so; where the browser refuses, says how to copy it by hand. */
export function CopyLinkButton({ url, label = "Copy link" }: { url: string; label?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied.");
    } catch {
      toast.error("Could not copy. Select the address and copy it yourself.");
    }
  };
  return (
    <Button type="button" variant="secondary" size="sm" onClick={copy}>
      <Copy className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
