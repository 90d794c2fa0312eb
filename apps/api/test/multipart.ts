import sharp from "sharp";

export type FormFile = { name: string; content: Buffer; filename: string; type?: string };

/** A multipart body for `app.inject({ payload })`: text fields (arrays as given) and files. */
export function multipartForm(fields: Array<[string, string]>, files: FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }),
      file.filename,
    );
  }
  return form;
}

/** A real image of the given size and format, made with sharp. */
export function makeImage(format: "png" | "jpeg" | "webp", width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 245, g: 158, b: 11 } } })
    .toFormat(format)
    .toBuffer();
}

/** The smallest well-formed PDF: enough for a content check that looks at the first bytes. */
export function makePdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}
