import {
  SUPPORT_TICKET_CATEGORIES,
  type TCreateSupportTicketRequest,
  type TSupportTicket,
  ZCreateSupportTicketRequest,
} from "@crewlance/contracts/help";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { FilePicker } from "@/components/file-picker";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { openTicket } from "../api";
import { helpKeys } from "../query-keys";

type Values = { subject: string; category: string; message: string };
const FIELDS = ["subject", "category", "message"] as const;
const ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** 'Contact support': subject, category, message and an optional file, sent as one request. */
export function ContactSupportForm({ onSent }: { onSent: (ticket: TSupportTicket) => void }) {
  const queryClient = useQueryClient();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ZCreateSupportTicketRequest) as unknown as Resolver<Values>,
    defaultValues: { subject: "", category: "", message: "" },
  });

  const chooseFile = (file: File | null) => {
    setAttachmentError(file && file.size > ATTACHMENT_MAX_BYTES ? "The attachment must be at most 10 MB." : undefined);
    setAttachment(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (attachmentError) return;
    try {
      const response = await openTicket({ ...(values as TCreateSupportTicketRequest), attachment });
      toast.success(response.message ?? "We received your request.");
      void queryClient.invalidateQueries({ queryKey: helpKeys.tickets() });
      reset();
      setAttachment(null);
      onSent(response.data);
    } catch (error) {
      showFormError(error, setError, (path, message) => {
        if (path === "attachment") {
          setAttachmentError(message);
          return true;
        }
        if (!(FIELDS as readonly string[]).includes(path)) return false;
        setError(path as keyof Values, { type: "server", message });
        return true;
      });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-fg">Contact support</h2>
      <p className="mt-1 text-sm text-muted">Tell us what happened. We answer by email and here under 'My requests'.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <Field label="Subject" error={errors.subject?.message}>
          {(ids) => <Input {...ids} {...register("subject")} maxLength={150} autoComplete="off" />}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(ids) => (
            <Select {...ids} {...register("category")}>
              <option value="">Choose a category</option>
              {SUPPORT_TICKET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Message"
          error={errors.message?.message}
          hint="What you did, what you expected and what happened."
        >
          {(ids) => <Textarea {...ids} {...register("message")} rows={6} maxLength={5000} />}
        </Field>
        <FilePicker
          label="Attachment (optional)"
          hint="A screenshot, PDF or office document, up to 10 MB"
          accept={ATTACHMENT_ACCEPT}
          file={attachment}
          onChange={chooseFile}
          error={attachmentError}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : "Send request"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
