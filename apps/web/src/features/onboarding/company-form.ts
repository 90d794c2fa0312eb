/** Which fields each wizard step checks before moving on (files are checked apart). */
export const COMPANY_STEPS = [
  { title: "Company", fields: ["companyName", "industry", "size", "website", "location"] },
  { title: "Verification", fields: ["description", "registrationNumber", "registrationCertificate", "logo"] },
] as const;

export const CERTIFICATE_MISSING = "Upload your company registration certificate (PDF, JPEG or PNG).";
