import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { ZCompanyProfileRequest } from "@crewlance/contracts/users";
import { z } from "zod";

const blank = z.string().transform((value) => (value.trim() === "" ? undefined : value));
/** People type "acme.in"; the contract wants a full URL, so a missing scheme becomes https. */
const website = z.string().transform((value) => {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
});

const shape = ZCompanyProfileRequest.shape;

/** The company profile's text fields (onboarding and /profile): text in, the multipart form's text fields out. */
export const ZCompanyForm = z.object({
  companyName: shape.companyName,
  industry: shape.industry,
  size: blank.pipe(shape.size),
  website: website.pipe(shape.website),
  location: shape.location,
  description: shape.description,
  registrationNumber: shape.registrationNumber,
});
export type CompanyFormValues = z.input<typeof ZCompanyForm>;
export type CompanyFormOutput = z.output<typeof ZCompanyForm>;

export const COMPANY_SIZES = ZCompanyProfileRequest.shape.size.options;

export type CompanyFileField = "registrationCertificate" | "logo";

type FileRule = {
  types: readonly string[];
  extensions: RegExp;
  maxBytes: number;
  /** The file input's accept list and the hint under it. */
  accept: string;
  hint: string;
  type: string;
  size: string;
};

export const FILE_RULES: Record<CompanyFileField, FileRule> = {
  registrationCertificate: {
    types: ["application/pdf", "image/jpeg", "image/png"],
    extensions: /\.(pdf|jpe?g|png)$/i,
    maxBytes: DOCUMENT_MAX_BYTES,
    accept: "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png",
    hint: "PDF, JPEG or PNG, up to 10 MB. Only our review team sees it.",
    type: "Upload the registration certificate as a PDF, JPEG or PNG file.",
    size: "The registration certificate must be at most 10 MB.",
  },
  logo: {
    types: ["image/jpeg", "image/png", "image/webp"],
    extensions: /\.(jpe?g|png|webp)$/i,
    maxBytes: IMAGE_MAX_BYTES,
    accept: "image/jpeg,image/png,image/webp",
    hint: "JPEG, PNG or WebP, up to 5 MB.",
    type: "Upload the logo as a JPEG, PNG or WebP image.",
    size: "The logo must be at most 5 MB.",
  },
};

/** The client-side check of a picked file; the server checks the content again. */
export function checkFile(field: CompanyFileField, file: File): string | null {
  const rule = FILE_RULES[field];
  const typeKnown = file.type ? rule.types.includes(file.type) : rule.extensions.test(file.name);
  if (!typeKnown) return rule.type;
  if (file.size > rule.maxBytes) return rule.size;
  return null;
}
