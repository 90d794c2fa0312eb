/** Every hourly route's OpenAPI tag (lib/openapi.ts), one for the three parts. */
export const tags = ["hourly"];
