import {
  MAX_SHOWCASE_IMAGES,
  type TFreelancerProfile,
  ZEducation,
  ZShowcaseImage,
  ZShowcaseItem,
  ZWorkExperience,
} from "@crewlance/contracts/users";
import { z } from "zod";

/** Form inputs are text; these turn an empty one into "not given" before the contract rule. */
export const blank = z.string().transform((value) => (value.trim() === "" ? undefined : value));
const number = z.string().transform((value) => (value.trim() === "" ? undefined : Number(value)));
/** Fields only some editors show: absent and empty both mean "not given". */
const optionalBlank = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));
const optionalNumber = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : Number(value)));

const ZEducationForm = z
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

const ZWorkExperienceForm = z
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

const ZShowcaseItemForm = z.object({
  title: ZShowcaseItem.shape.title,
  description: blank.pipe(ZShowcaseItem.shape.description),
  url: blank.pipe(ZShowcaseItem.shape.url),
  issuer: optionalBlank.pipe(ZShowcaseItem.shape.issuer),
  year: optionalNumber.pipe(ZShowcaseItem.shape.year),
  /** Uploaded images with their alt texts (portfolio items, decision 0097). */
  images: z.array(ZShowcaseImage).max(MAX_SHOWCASE_IMAGES, `Add at most ${MAX_SHOWCASE_IMAGES} images.`).optional(),
});

/** Education, work experience and showcase as list editors hold them (onboarding and /profile). */
export const backgroundFields = {
  education: z.array(ZEducationForm).max(10),
  workExperience: z.array(ZWorkExperienceForm).max(20),
  showcase: z.object({
    portfolios: z.array(ZShowcaseItemForm).max(20),
    certifications: z.array(ZShowcaseItemForm).max(20),
    projects: z.array(ZShowcaseItemForm).max(20),
  }),
};
export const ZBackgroundForm = z.object(backgroundFields);
export type BackgroundFormValues = z.input<typeof ZBackgroundForm>;
export type BackgroundFormOutput = z.output<typeof ZBackgroundForm>;
export type EducationDraft = z.input<typeof ZEducationForm>;
type WorkExperienceDraft = z.input<typeof ZWorkExperienceForm>;
export type ShowcaseItemDraft = z.input<typeof ZShowcaseItemForm>;
export type ShowcaseDraft = BackgroundFormValues["showcase"];
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

const text = (value: string | number | null | undefined) =>
  value === undefined || value === null ? "" : String(value);

/** A saved profile's lists as the editors hold them: every value as text, nothing dropped. */
export function backgroundDrafts(profile: TFreelancerProfile | null): BackgroundFormValues {
  const showcaseItems = (items: TFreelancerProfile["showcase"]["portfolios"]): ShowcaseItemDraft[] =>
    items.map((item) => ({
      title: item.title,
      description: text(item.description),
      url: text(item.url),
      ...(item.issuer ? { issuer: item.issuer } : {}),
      ...(item.year !== undefined ? { year: String(item.year) } : {}),
      ...(item.images?.length ? { images: item.images } : {}),
    }));
  return {
    education: (profile?.education ?? []).map((item) => ({
      school: item.school,
      degree: item.degree,
      field: text(item.field),
      startYear: text(item.startYear),
      endYear: text(item.endYear),
    })),
    workExperience: (profile?.workExperience ?? []).map((item) => ({
      company: item.company,
      title: item.title,
      startDate: item.startDate,
      endDate: text(item.endDate),
      description: text(item.description),
    })),
    showcase: {
      portfolios: showcaseItems(profile?.showcase.portfolios ?? []),
      certifications: showcaseItems(profile?.showcase.certifications ?? []),
      projects: showcaseItems(profile?.showcase.projects ?? []),
    },
  };
}
