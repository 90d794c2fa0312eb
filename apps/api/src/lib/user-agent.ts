/*
 * Names a device in the person's list of sign-ins (decision 0093) and of push devices (0105) from
 * the user agent it sent: a browser and a system a person recognises, nothing more. Our own small table instead of a
 * parsing package: the list only needs the common browsers, and a wrong guess costs nothing
 * but a vaguer name. Order matters: Edge, Opera and Samsung Internet also say "Chrome" and
 * "Safari"; Chrome also says "Safari"; Android and ChromeOS also say "Linux".
 */

export type DescribedUserAgent = { browser: string; system: string };

const UNKNOWN_BROWSER = "Unknown browser";
const UNKNOWN_SYSTEM = "Unknown system";

/** A browser's name and the pattern whose first group is its major version. */
const BROWSERS: ReadonlyArray<{ name: string; version: RegExp }> = [
  { name: "Edge", version: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/ },
  { name: "Opera", version: /\b(?:OPR|OPiOS|OPT)\/(\d+)/ },
  { name: "Samsung Internet", version: /\bSamsungBrowser\/(\d+)/ },
  { name: "Firefox", version: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: "Chrome", version: /\b(?:Chrome|CriOS)\/(\d+)/ },
  // Safari says its version in Version/; an in-app web view on iOS may leave it out.
  { name: "Safari", version: /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\// },
];

function browserOf(ua: string): string {
  for (const { name, version } of BROWSERS) {
    const match = version.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return UNKNOWN_BROWSER;
}

function systemOf(ua: string): string {
  if (/\bWindows NT\b/.test(ua)) return "Windows";
  if (/\biPad\b/.test(ua)) return "iPadOS";
  const ios = /\b(?:iPhone|iPod)\b.*? OS (\d+)[_.]/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  if (/\b(?:iPhone|iPod)\b/.test(ua)) return "iOS";
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return "macOS";
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return "Android";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return UNKNOWN_SYSTEM;
}

/** The browser ("Chrome 131", "Unknown browser") and system ("iOS 18", "Unknown system") of a user agent. */
export function describeUserAgent(ua: string): DescribedUserAgent {
  return { browser: browserOf(ua), system: systemOf(ua) };
}
