import type { TOtpSent } from "@crewlance/contracts/auth";
import { useState } from "react";
import type { ApiEnvelope } from "@/lib/api-client";
import { CodeEntryForm } from "./code-entry-form";
import { PhoneNumberForm } from "./phone-number-form";
import type { SendCode, VerifyCode } from "./types";

type PhoneCodeFlowProps = {
  sendCode: SendCode;
  /** Resolves once the code is accepted; what follows (sign in, store the user) is the caller's. */
  verifyCode: VerifyCode;
  submitLabel: string;
  busyLabel: string;
  defaultPhone?: string;
  /** For screens that also toast failed calls; the message is shown on the form anyway. */
  onFailure?: (error: unknown) => void;
};

/** A phone number, then the code texted to it: shared by phone sign-in and phone verification. */
export function PhoneCodeFlow({ defaultPhone, ...props }: PhoneCodeFlowProps) {
  const [sent, setSent] = useState<{ phone: string; body: ApiEnvelope<TOtpSent> } | null>(null);
  const [lastPhone, setLastPhone] = useState(defaultPhone ?? "");

  if (!sent) {
    return (
      <PhoneNumberForm
        defaultPhone={lastPhone}
        sendCode={props.sendCode}
        onFailure={props.onFailure}
        onSent={(phone, body) => {
          setLastPhone(phone);
          setSent({ phone, body });
        }}
      />
    );
  }
  return <CodeEntryForm {...props} phone={sent.phone} sent={sent.body} onChangeNumber={() => setSent(null)} />;
}
