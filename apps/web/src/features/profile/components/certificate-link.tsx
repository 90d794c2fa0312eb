import { FileText, Loader2 } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { fetchCompanyCertificate } from "../api";

/**
 * Downloads the stored registration certificate. The endpoint needs the bearer token, so the
 * file is fetched as a blob and handed to the browser through an object URL.
 */
export function CertificateLink() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, fileName } = await fetchCompanyCertificate();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has read the URL once the download starts; free it soon after.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      const message = error instanceof Error ? error.message : "The certificate could not be downloaded.";
      toast.error(message);
      setProblem(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="link" size="sm" onClick={() => void open()} disabled={busy}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileText className="size-4" aria-hidden />}
        {busy ? "Downloading..." : "View certificate"}
      </Button>
      {problem ? (
        <div className="basis-full">
          <FormAlert message={problem} />
        </div>
      ) : null}
    </>
  );
}
