import { ZEducation, ZFreelancerProfileRequest, ZShowcaseItem, ZWorkExperience } from "@crewlance/contracts/user";
import { z } from "zod";

/** Form inputs are text; these turn an empty one into "not given" before the contract rule. */
const blank = z.string().transform((value) => (value.trim() === "" ? undefined : value));
const number = z.string().transform((value) => (value.trim() === "" ? undefined : Number(value)));
const rupeesAsPaise = z
  .string()
  .transform((value) => (value.trim() === "" ? undefined : Math.round(Number(value) * 100)));

export const ZEducationForm = z
  .object({
    school: ZEducation.shape.school,
    degree: ZEducation.shape.degree,
    field: blank.pipe(ZEducation.shape.field),
    startYear: number.pipe(ZEducation.shape.startYear),
    endYear: number.pipe(ZEducation.shape.endYear),
  })
  .refine((item) => item.endYear === undefined || item.endYear >= item.startYear, {
    path: ["endYear"],
    message: "The end year cannot be before the start year.",
  });

export const ZWorkExperienceForm = z
  .object({
    company: ZWorkExperience.shape.company,
    title: ZWorkExperience.shape.title,
    startDate: blank.pipe(ZWorkExperience.shape.startDate),
    endDate: blank.pipe(ZWorkExperience.shape.endDate),
    description: blank.pipe(ZWorkExperience.shape.description),
  })
  .refine((item) => item.endDate === undefined || item.endDate >= item.startDate, {
    path: ["endDate"],
    message: "The end date cannot be before the start date.",
  });

export const ZShowcaseItemForm = z.object({
  title: ZShowcaseItem.shape.title,
  description: blank.pipe(ZShowcaseItem.shape.description),
  url: blank.pipe(ZShowcaseItem.shape.url),
});

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
  education: z.array(ZEducationForm).max(10),
  workExperience: z.array(ZWorkExperienceForm).max(20),
  showcase: z.object({
    portfolios: z.array(ZShowcaseItemForm).max(20),
    certifications: z.array(ZShowcaseItemForm).max(20),
    projects: z.array(ZShowcaseItemForm).max(20),
  }),
});
export type FreelancerFormValues = z.input<typeof ZFreelancerForm>;
export type FreelancerFormOutput = z.output<typeof ZFreelancerForm>;
export type EducationDraft = z.input<typeof ZEducationForm>;
export type WorkExperienceDraft = z.input<typeof ZWorkExperienceForm>;
export type ShowcaseItemDraft = z.input<typeof ZShowcaseItemForm>;
export type ShowcaseDraft = FreelancerFormValues["showcase"];
export type ShowcaseKind = keyof ShowcaseDraft;

export const emptyEducation = (): EducationDraft => ({ school: "", degree: "", field: "", startYear: "", endYear: "" });
export const emptyWorkExperience = (): WorkExperienceDraft => ({
  company: "",
  title: "",
  startDate: "",
  endDate: "",
  description: "",
});
export const emptyShowcaseItem = (): ShowcaseItemDraft => ({ title: "", description: "", url: "" });
export const emptyShowcase = (): ShowcaseDraft => ({ portfolios: [], certifications: [], projects: [] });

/** Which fields each wizard step checks before moving on. */
export const FREELANCER_STEPS = [
  {
    title: "About you",
    fields: ["headline", "bio", "skills", "hourlyRate", "experienceLevel", "availability", "location", "languages"],
  },
  { title: "Experience", fields: ["education", "workExperience"] },
  { title: "Showcase", fields: ["showcase"] },
  { title: "Review", fields: [] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof FreelancerFormValues> }>;
