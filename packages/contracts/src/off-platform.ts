/*
 * Asks to move work or payment off Crewlance (decision 0092): phone numbers, email addresses, UPI
 * ids, links to other messengers and "pay outside / directly" in English and Hinglish. The web
 * app warns the sender before sending with the same patterns the server flags with. No zod here:
 * the chat composer imports it.
 */

export const OFF_PLATFORM_SIGNALS = ["PHONE", "EMAIL", "UPI", "MESSENGER", "PAY_OUTSIDE"] as const;
export type TOffPlatformSignal = (typeof OFF_PLATFORM_SIGNALS)[number];

/** What the sender reads before a text with a signal goes out. */
export const OFF_PLATFORM_WARNING =
  "It looks like this asks to talk or pay outside Crewlance. Payments made outside aren't protected by escrow, and sharing contact details to move work off the platform is against our community rules.";

/** What the recipient reads beside a flagged message. */
export const OFF_PLATFORM_NOTICE =
  "Stay protected: pay and get paid only through Crewlance. Money outside escrow can't be recovered, and we never ask you to pay by UPI, bank transfer or another app.";

/** The UPI apps' handles (the part after "@" in a UPI id); an email address has a dot-domain instead. */
const UPI_HANDLES = [
  "upi",
  "ybl",
  "ibl",
  "axl",
  "paytm",
  "apl",
  "yapl",
  "rapl",
  "abfspay",
  "axisb",
  "ikwik",
  "freecharge",
  "fbl",
  "okaxis",
  "okhdfcbank",
  "okicici",
  "oksbi",
  "ptyes",
  "ptsbi",
  "pthdfc",
  "ptaxis",
  "jupiteraxis",
  "waaxis",
  "wahdfcbank",
  "waicici",
  "wasbi",
  "icici",
  "sbi",
  "hdfcbank",
  "axisbank",
  "kotak",
  "idfcfirst",
  "yesbank",
  "airtel",
  "jio",
  "pingpay",
  "timecosmos",
  "unionbank",
  "barodampay",
  "aubank",
  "indus",
  "federal",
  "kbl",
  "rbl",
  "boi",
  "cnrb",
  "pnb",
  "idbi",
  "uco",
  "dbs",
  "hsbc",
  "citi",
  "sc",
];

const DIGIT_WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)";
const MAIL_PROVIDERS =
  "(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|rediffmail|rediff|protonmail|proton|icloud|zoho)";
const MESSENGER_APP =
  "(?:whats\\s?app|whatsap|watsapp?|watsap|whtsapp|telegram|skype|signal|insta|instagram|fb|facebook|messenger|snapchat|discord|imo|viber|wechat)";
const PAY_APP = "(?:gpay|g\\s?pay|google\\s?pay|phone\\s?pe|phonepe|paytm|bhim|cred)";

/*
 * One list, tried in order, each regex compiled once. The platform's own words never match: the
 * help articles say "withdraw to a bank account or UPI id" and "arranged outside Crewlance", so a
 * bare "UPI" or "outside Crewlance" is no signal — a UPI handle, or a payment verb before it, is
 * (apps/api/src/modules/safety/off-platform-corpus.test.ts runs every article and demo text).
 */
const PATTERNS: ReadonlyArray<readonly [TOffPlatformSignal, RegExp]> = [
  // Indian mobiles: +91 / 91 / 0, then 10 digits starting 6–9, spaced, dotted or dashed anyhow.
  ["PHONE", /(?<![\d₹.,])(?:\+?\s?91[\s.-]*|0)?[6-9](?:[\s.-]?\d){9}(?![\d,])/],
  // The same written out to slip past a filter: "nine eight seven six …".
  ["PHONE", new RegExp(`\\b${DIGIT_WORD}(?:[\\s,-]+${DIGIT_WORD}){7,}\\b`)],
  ["EMAIL", /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/],
  // "ravi at gmail dot com", "ravi (at) yahoo", "ravi [at] site [dot] in".
  ["EMAIL", new RegExp(`[a-z0-9._-]+\\s*(?:\\(at\\)|\\[at\\]|\\sat\\s)\\s*${MAIL_PROVIDERS}\\b`)],
  [
    "EMAIL",
    /[a-z0-9._-]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[a-z0-9-]+\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*(?:com|in|net|org|co|io)\b/,
  ],
  ["UPI", new RegExp(`[a-z0-9._-]{2,}@(?:${UPI_HANDLES.join("|")})(?![a-z0-9.@-])`)],
  // Links to another messenger, always; an app's name only when it is where to talk ("on WhatsApp",
  // "WhatsApp me", "insta id"): a task may well be to build a WhatsApp chatbot or a Telegram bot.
  ["MESSENGER", /\bwa\.me\/|\bt\.me\/|\bchat\.whatsapp\.com\b|\bjoin\.skype\.com\b|\bsignal\.me\//],
  [
    "MESSENGER",
    new RegExp(
      `\\b(?:talk|chat|connect|continue|contact|call|ping|message|msg|text|reach|add|join|dm|baat|discuss)\\w*\\s+(?:\\w+\\s+){0,2}(?:on|via|over|through|pe|par)\\s+(?:my\\s+)?${MESSENGER_APP}\\b`,
    ),
  ],
  [
    "MESSENGER",
    new RegExp(
      `\\b(?:my\\s+)?${MESSENGER_APP}\\s+(?:me|karo|kar\\s+do|kardo|kijiye|pe|par|number|no\\.?|id|handle|call|group)(?![a-z])`,
    ),
  ],
  [
    "PAY_OUTSIDE",
    /\bpay\s+(?:me\s+|us\s+|you\s+)?direct(?:ly)?\b|\bdirect(?:ly)?\s+pay(?:ment)?\b|\bdirect\s+(?:deal|transfer|bank\s+transfer)\b/,
  ],
  [
    "PAY_OUTSIDE",
    /\b(?:outside|off)\s+(?:of\s+)?(?:the\s+|this\s+)?(?:platform|site|website|portal)\b|\boff[-\s]platform\b/,
  ],
  [
    "PAY_OUTSIDE",
    /\b(?:pay|paid|paying|payment|deal|work|talk|chat|contact|transfer)\w*\s+(?:\w+\s+){0,2}outside\s+(?:of\s+)?crewlance\b/,
  ],
  [
    "PAY_OUTSIDE",
    /\b(?:avoid|skip|save|bypass|bachao|bacha)\s+(?:the\s+|on\s+|crewlance\s+|platform\s+)*(?:fee|fees|commission|charges?|cut)\b|\b(?:fee|fees|commission|charges?)\s+(?:bacha|bachao|bach\s+jayega|nahi\s+lagega)\b/,
  ],
  [
    "PAY_OUTSIDE",
    /\bbahar\s+(?:se\s+|ka\s+|ki\s+|pe\s+)?(?:payment|pay|deal|kaam|baat)\b|\b(?:payment|deal|kaam|baat)\s+(?:\w+\s+)?bahar\b|\bplatform\s+(?:ke|se)\s+bahar\b/,
  ],
  [
    "PAY_OUTSIDE",
    /\bdirect\s+(?:payment|pay|transfer)\s+(?:karo|kar\s+do|kardo|kariye|karna|karein|kar\s+dena)\b|\bseedh[ae]\s+(?:mere\s+|my\s+)?(?:bank\s+)?(?:account|khat[ae])\s+(?:mein|me|main|pe)\b/,
  ],
  [
    "PAY_OUTSIDE",
    new RegExp(
      `\\b${PAY_APP}\\s+(?:kar\\s+do|kardo|karo|kariye|kar\\s+dena|karna|pe\\s+bhej\\w*|par\\s+bhej\\w*|me\\s+bhej\\w*|number|no\\b)|\\b(?:pay|send|transfer|bhej\\w*)\\s+(?:\\w+\\s+){0,2}(?:on|via|through|by|to\\s+my)\\s+${PAY_APP}\\b`,
    ),
  ],
  [
    "PAY_OUTSIDE",
    /\b(?:pay|transfer|send|deposit|bhej\w*|dal\s+do|daal\s+do)\s+(?:\w+\s+){0,3}(?:to|in|into|mein|me)\s+my\s+(?:personal\s+)?(?:bank\s+)?account\b|\bcash\s+(?:mein|me|payment|in\s+hand)\b/,
  ],
];

/** The signals `text` carries, each once, in OFF_PLATFORM_SIGNALS order; empty when none. */
export function offPlatformSignals(text: string): TOffPlatformSignal[] {
  const lower = text.toLowerCase();
  const found = new Set<TOffPlatformSignal>();
  for (const [signal, pattern] of PATTERNS) {
    if (!found.has(signal) && pattern.test(lower)) found.add(signal);
  }
  return OFF_PLATFORM_SIGNALS.filter((signal) => found.has(signal));
}
