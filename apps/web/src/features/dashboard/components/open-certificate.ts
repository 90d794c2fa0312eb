import type { TAdminUser } from "@crewlance/contracts/admin";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { fetchCompanyCertificate } from "../admin-api";

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a company's certificate in a new tab. The tab is opened during the click, before the
 * download, so popup blockers let it through; it is pointed at the file once it has arrived.
 * Resolves the sentence to show when it could not be opened, or null.
 */
export async function openCertificate(user: TAdminUser): Promise<string | null> {
  const tab = window.open("", "_blank");
  try {
    const blob = await fetchCompanyCertificate(user.id);
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    if (tab) tab.location.href = url;
    else {
      const link = Object.assign(document.createElement("a"), { href: url, target: "_blank", rel: "noopener" });
      link.click();
    }
    return null;
  } catch (error) {
    tab?.close();
    const message = errorMessage(error, "The certificate could not be opened.");
    toast.error(message);
    return message;
  }
}
