import type { TRecoveryCodes, TTwoFactorCodeRequest, TTwoFactorSetup } from "@crewlance/contracts/two-factor";
import { useMutation } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { turnOn } from "../api";
import { codeResolver, groupsOfFour } from "../code-form";
import { CodeInput } from "./code-input";

type SetupPanelProps = {
  setup: TTwoFactorSetup;
  onTurnedOn: (codes: TRecoveryCodes) => void;
  onCancel: () => void;
};

/** Scan the QR code (or type the secret), then prove it with a code from the app. */
export function SetupPanel({ setup, onTurnedOn, onCancel }: SetupPanelProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TTwoFactorCodeRequest>({ resolver: codeResolver, defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: turnOn,
    onSuccess: onTurnedOn,
    onError: (error) => {
      setValue("code", "");
      showFormError(error, setError, ["code"]);
    },
  });
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success("Secret copied.");
    } catch {
      toast.error("Could not copy. Select the secret and copy it yourself.");
    }
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-fg">
        <li>Open an authenticator app on your phone, such as Google Authenticator, 1Password or Authy.</li>
        <li>Scan this QR code, or type the secret below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* A white square behind the code: scanners read dark on light, in the dark theme too. */}
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          className="size-44 shrink-0 rounded-lg border border-line bg-white p-2"
        />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-medium text-fg">Can't scan it? Type this secret:</p>
          <p
            data-testid="two-factor-secret"
            className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm break-all text-fg"
          >
            {groupsOfFour(setup.secret)}
          </p>
          <Button variant="secondary" size="sm" onClick={copySecret}>
            <Copy className="size-4" aria-hidden />
            Copy
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
        <CodeInput label="Code from the app" error={errors.code?.message} registration={register("code")} />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Turning on..." : "Turn on"}
          </Button>
        </div>
      </form>
    </div>
  );
}
