import { rupeesToPaise } from "@crewlance/contracts/money";
import { ZFreelancerProfileRequest } from "@crewlance/contracts/users";
import { z } from "zod";
import { backgroundFields, blank } from "@/lib/background-form";

const rupeesAsPaise = z.string().transform((value) => (value.trim() === "" ? undefined : rupeesToPaise(Number(value))));

const shape = ZFreelancerProfileRequest.shape;

/** The freelancer wizard's form: text in, the PUT /user/profile/freelancer body out. */
export const ZFreelancerForm = z.object({
  headline: shape.headline,
  bio: blank.pipe(shape.bio),
  skills: shape.skills,
  hourlyRate: rupeesAsPaise.pipe(shape.hourlyRate),
  experienceLevel: blank.pipe(shape.experienceLevel),
  availability: shape.availability.unwrap(),
  location: shape.location,
  languages: shape.languages.unwrap(),
  ...backgroundFields,
});
export type FreelancerFormValues = z.input<typeof ZFreelancerForm>;
export type FreelancerFormOutput = z.output<typeof ZFreelancerForm>;

/** Which fields each wizard step checks before moving on. */
export const PHONE_STEP = 3;

export const FREELANCER_STEPS = [
  {
    title: "About you",
    fields: ["headline", "bio", "skills", "hourlyRate", "experienceLevel", "availability", "location", "languages"],
  },
  { title: "Experience", fields: ["education", "workExperience"] },
  { title: "Showcase", fields: ["showcase"] },
  // Optional and verified on its own (not part of the profile body), so it checks no field.
  { title: "Phone", fields: [] },
  { title: "Review", fields: [] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof FreelancerFormValues> }>;
