import type { TOtpSent } from "@crewlance/contracts/auth";
import { type TSendPhoneOtpRequest, ZSendPhoneOtpRequest } from "@crewlance/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { type ApiEnvelope, ApiError, errorMessage } from "@/lib/api-client";
import type { SendCode } from "./types";

type PhoneNumberFormProps = {
  defaultPhone?: string;
  sendCode: SendCode;
  onSent: (phone: string, body: ApiEnvelope<TOtpSent>) => void;
  onFailure?: (error: unknown) => void;
};

/** Step one: the number, checked as E.164 here and by the API; its refusals show under the field. */
export function PhoneNumberForm({ defaultPhone = "", sendCode, onSent, onFailure }: PhoneNumberFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSendPhoneOtpRequest>({
    resolver: zodResolver(ZSendPhoneOtpRequest),
    defaultValues: { phone: defaultPhone },
  });
  const send = useMutation({
    mutationFn: (phone: string) => sendCode(phone).then((body) => ({ phone, body })),
    onSuccess: ({ phone, body }) => onSent(phone, body),
    onError: (error) => {
      // A taken number (409), too many codes (429) or a malformed one: all belong to this field.
      const message = error instanceof ApiError ? (error.fieldErrors.phone ?? error.message) : errorMessage(error);
      setError("phone", { type: "server", message }, { shouldFocus: true });
      onFailure?.(error);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ phone }) => send.mutate(phone))} className="space-y-4">
      <Field label="Phone number" hint="Include the country code, such as +91." error={errors.phone?.message}>
        {(ids) => (
          <Input
            {...ids}
            {...register("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send code"}
      </Button>
    </form>
  );
}
