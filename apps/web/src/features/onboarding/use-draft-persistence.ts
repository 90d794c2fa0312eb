import { useEffect } from "react";
import { type Control, useWatch } from "react-hook-form";
import { writeEducationDraft, writeShowcaseDraft } from "@/lib/background-drafts";
import type { FreelancerFormOutput, FreelancerFormValues } from "./freelancer-form";

/** Keeps the education and showcase drafts in local storage as they are typed. */
export function useDraftPersistence(control: Control<FreelancerFormValues, unknown, FreelancerFormOutput>): void {
  const education = useWatch({ control, name: "education" });
  const showcase = useWatch({ control, name: "showcase" });
  useEffect(() => writeEducationDraft(education), [education]);
  useEffect(() => writeShowcaseDraft(showcase), [showcase]);
}
