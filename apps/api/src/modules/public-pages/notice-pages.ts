import { html } from "./html";
import { renderPage } from "./layout";

/* The pages that show no profile: sign in first, and not found. Neither is indexed. */

export function signInNoticePage(origin: string, path: string): string {
  return renderPage(
    {
      title: "Sign in to see this profile | Crewlance",
      description: "This profile is shown to people signed in to Crewlance.",
      canonical: `${origin}${path}`,
      indexable: false,
    },
    html`<section class="card notice"><h1>Sign in to see this profile</h1><p class="sub">Its owner shows it to people signed in to Crewlance.</p><a class="button" href="/auth/login">Sign in</a></section>`,
  );
}

export function notFoundPage(origin: string, path: string): string {
  return renderPage(
    {
      title: "Page not found | Crewlance",
      description: "There is no public page at this address.",
      canonical: `${origin}${path}`,
      indexable: false,
    },
    html`<section class="card notice"><h1>Page not found</h1><p class="sub">There is no public page at this address. It may have moved or been taken down.</p><a class="button" href="/">Go to Crewlance</a></section>`,
  );
}
