type FormValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | null | undefined>;

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * The company profile as multipart form data: text fields as they are, array fields
 * as indexed entries (`name[0]`, `name[1]`), files under their own names, empty values omitted.
 */
export function toCompanyFormData(
  values: Readonly<Record<string, FormValue>>,
  files: Readonly<Record<string, File | null | undefined>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isEmpty(item));
      items.forEach((item, index) => {
        form.append(`${name}[${index}]`, String(item).trim());
      });
    } else if (!isEmpty(value)) {
      form.append(name, String(value).trim());
    }
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file, file.name);
  }
  return form;
}
