import { ALERT_FREQUENCIES, type TAlertFrequency } from "@crewlance/contracts/notification-groups";
import type { Ref, SelectHTMLAttributes } from "react";
import { Select } from "@/components/ui/select";
import { ALERT_LABELS } from "../run-link";

/** How often a saved task search tells of new tasks: off, right away, or in the daily or weekly digest. */
export function AlertSelect(
  props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; value?: TAlertFrequency },
) {
  return (
    <Select {...props}>
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {ALERT_LABELS[frequency]}
        </option>
      ))}
    </Select>
  );
}
