import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/download";

const FILE_NAME = "crewlance-recovery-codes.txt";

/** The ten recovery codes, shown once: each signs in one time when the app is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const text = [
      "Crewlance recovery codes",
      "Each code signs you in once when your authenticator app is not at hand.",
      "",
      ...codes,
      "",
    ].join("\n");
    saveBlob(new Blob([text], { type: "text/plain" }), FILE_NAME);
  };
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-1">
        <p className="text-sm font-medium text-fg">Save your recovery codes</p>
        <p className="text-sm text-muted">
          Each code signs you in once if you lose your phone. They are shown only now: download them or write them down,
          and keep them somewhere safe.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm text-fg min-[380px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden />
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
