import { describe, expect, it } from "vitest";
import { offPlatformSignals, type TOffPlatformSignal } from "./off-platform";

/* Decision 0092: what the platform treats as asking to move work or payment off Crewlance, and what it never does. */

const ROWS: ReadonlyArray<readonly [string, TOffPlatformSignal[]]> = [
  // Phone numbers
  ["Call me on 9876543210", ["PHONE"]],
  ["my number +91 98765 43210", ["PHONE"]],
  ["reach me at 0 98765-43210 after six", ["PHONE"]],
  ["+91-987-654-3210 is my number", ["PHONE"]],
  ["91 7012345678", ["PHONE"]],
  ["number is 6.3.5.2.1.4.7.8.9.0", ["PHONE"]],
  ["nine eight seven six five four three two one zero", ["PHONE"]],
  // Email addresses
  ["Mail the files to ravi.kumar@gmail.com", ["EMAIL"]],
  ["write to priya_s@startup.co.in", ["EMAIL"]],
  ["ravi at gmail dot com", ["EMAIL"]],
  ["ravi (at) yahoo", ["EMAIL"]],
  ["contact ravi [at] mystudio [dot] in", ["EMAIL"]],
  // UPI ids, told apart from emails
  ["send it to ravi@okaxis", ["UPI"]],
  ["9876543210@ybl", ["PHONE", "UPI"]],
  ["my upi is priya.s@paytm", ["UPI"]],
  ["anil@upi please", ["UPI"]],
  ["UPI: design.studio@oksbi", ["UPI"]],
  // Messengers
  ["Let's talk on WhatsApp", ["MESSENGER"]],
  ["https://wa.me/919876543210", ["PHONE", "MESSENGER"]],
  ["join my telegram t.me/ravidev", ["MESSENGER"]],
  ["add me on skype", ["MESSENGER"]],
  ["ping me on insta", ["MESSENGER"]],
  ["message me on Signal instead", ["MESSENGER"]],
  ["watsapp karo", ["MESSENGER"]],
  ["WhatsApp me when you're free", ["MESSENGER"]],
  ["my telegram id is ravi_dev", ["MESSENGER"]],
  ["chat.whatsapp.com/AbCdEf group link", ["MESSENGER"]],
  // Pay outside, English
  ["You can pay me directly, it's easier", ["PAY_OUTSIDE"]],
  ["Let's do this outside the platform", ["PAY_OUTSIDE"]],
  ["we can avoid the fee if you transfer", ["PAY_OUTSIDE"]],
  ["Direct payment is fine for me", ["PAY_OUTSIDE"]],
  ["pay outside Crewlance and I'll give a discount", ["PAY_OUTSIDE"]],
  ["transfer the advance to my bank account", ["PAY_OUTSIDE"]],
  ["save on commission this way", ["PAY_OUTSIDE"]],
  // Pay outside, Hinglish
  ["bahar payment kar do bhai", ["PAY_OUTSIDE"]],
  ["direct payment karo, fee bach jayega", ["PAY_OUTSIDE"]],
  ["seedha account mein bhej do", ["PAY_OUTSIDE"]],
  ["gpay kar do", ["PAY_OUTSIDE"]],
  ["PhonePe pe bhejo", ["PAY_OUTSIDE"]],
  ["platform ke bahar deal karte hain", ["PAY_OUTSIDE"]],
  ["commission bachao, cash mein le lo", ["PAY_OUTSIDE"]],
  // Several at once
  ["WhatsApp me on 9876543210 and pay directly to ravi@ybl", ["PHONE", "UPI", "MESSENGER", "PAY_OUTSIDE"]],
  // The platform's own words and ordinary work talk: no signal
  ["I'll send the first draft by Friday.", []],
  ["The budget is ₹75,000 for three milestones.", []],
  ["Please fund milestone 2 so I can start.", []],
  ["Withdraw to a bank account or UPI id from your wallet.", []],
  ["A UPI id such as `name@bank`", []],
  ["Any payment between them and a collaborator is arranged outside Crewlance.", []],
  ["People outside the team cannot read it.", []],
  ["Invoice INV-2026-000123 is attached.", []],
  ["Meet at 10:30 on 2026-12-05?", []],
  ["Reached 1200000 impressions last month", []],
  ["Build a WhatsApp chatbot for order status", []],
  ["Send order alerts to WhatsApp and a Telegram bot", []],
  ["The traffic signal animation needs smoother easing.", []],
  ["Pay through escrow: fund the milestone and approve it.", []],
  ["Call scheduled at 5 pm, I'll share the Figma link in this chat.", []],
  ["See @priya's comment above", []],
  ["The fee is 5% of each payment.", []],
  ["Our office is at 4th floor, 12 MG Road, Bengaluru 560001", []],
  ["", []],
];

describe("offPlatformSignals", () => {
  it.each(ROWS)("%j → %j", (text, expected) => {
    expect(offPlatformSignals(text)).toEqual(expected);
  });
});
