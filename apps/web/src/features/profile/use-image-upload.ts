import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { type ImageKind, uploadProfileImage } from "./api";
import { imageFileProblem } from "./image-file";

/** Checks a picked image, previews it at once and uploads it; the saved user goes to the auth store. */
export function useImageUpload(kind: ImageKind) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file),
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      toast.success(kind === "avatar" ? "Profile photo updated" : "Banner updated");
    },
    onError: (error) => {
      const message = errorMessage(error, "The image could not be uploaded. Please try again.");
      setProblem(message);
      setPreview(null);
      toast.error(message);
    },
  });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    const issue = imageFileProblem(file);
    setProblem(issue);
    if (issue) {
      toast.error(issue);
      return;
    }
    setPreview(URL.createObjectURL(file));
    mutation.mutate(file);
  };

  return { preview, problem, pick, uploading: mutation.isPending };
}
