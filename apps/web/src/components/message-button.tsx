import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useOpenDirect } from "@/lib/chat/hooks";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";

type MessageButtonProps = Omit<ButtonProps, "onClick"> & {
  userId: string;
  /** Whom the button messages, for its accessible name ('Message Ravi Kumar'). */
  name?: string;
  label?: string;
};

/**
 * 'Message' on a profile, a task or an application: opens the direct conversation with this
 * person (the server makes it on first use) in /chat. Not shown for oneself.
 */
export function MessageButton({
  userId,
  name,
  label = "Message",
  variant = "secondary",
  ...props
}: MessageButtonProps) {
  const myId = useAuthStore((state) => state.user?.id);
  const openDirect = useOpenDirect();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!userId || userId === myId) return null;
  const open = async () => {
    setBusy(true);
    try {
      const conversation = await openDirect(userId);
      navigate(`/chat?c=${encodeURIComponent(conversation.id)}`);
    } catch (error) {
      toast.error(errorMessage(error, "Could not open the conversation. Try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      aria-label={name ? `${label} ${name}` : undefined}
      disabled={busy}
      onClick={() => void open()}
      {...props}
    >
      <MessageSquare className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
