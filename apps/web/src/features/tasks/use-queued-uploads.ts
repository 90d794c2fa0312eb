import type { TAttachment } from "@crewlance/contracts/tasks";
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import type { UploadProgress } from "@/lib/upload";
import type { QueuedFile } from "./components/attachments-field";

type Uploader = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<TAttachment>;

/**
 * Files picked for a task or a proposal, sent one after another once the item exists, each with
 * its progress. A file that failed keeps its sentence and is sent again on the next try; a file
 * sent is not sent twice.
 */
export function useQueuedUploads() {
  const [queued, setQueued] = useState<QueuedFile[]>([]);
  const latest = useRef(queued);
  latest.current = queued;

  const patch = useCallback((key: string, change: Partial<QueuedFile>) => {
    setQueued((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  /** Sends every file not sent yet; resolves whether all of them arrived. */
  const uploadAll = useCallback(
    async (upload: Uploader): Promise<boolean> => {
      let ok = true;
      for (const item of latest.current) {
        if (item.done) continue;
        patch(item.key, { percent: 0, error: undefined });
        try {
          await upload(item.file, (progress) => patch(item.key, { percent: progress.percent }));
          patch(item.key, { percent: 100, done: true });
        } catch (error) {
          ok = false;
          patch(item.key, { percent: null, error: errorMessage(error, `${item.file.name} could not be uploaded.`) });
        }
      }
      return ok;
    },
    [patch],
  );

  return { queued, setQueued, uploadAll };
}
