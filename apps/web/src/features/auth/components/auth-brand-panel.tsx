import { IndianRupee, ShieldCheck, UsersRound } from "lucide-react";
import logoUrl from "@/assets/logo.svg";

const benefits = [
  { icon: ShieldCheck, text: "Every milestone is funded into escrow and released only when the work is approved." },
  { icon: UsersRound, text: "Hire a single freelancer or a whole team with a shared portfolio." },
  { icon: IndianRupee, text: "Everything in rupees, with every fee shown before anyone pays." },
] as const;

/** The value proposition beside the sign-in form, on wide screens only. */
export function AuthBrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-linear-to-br from-amber-300 via-amber-500 to-orange-600 p-12 dark:from-amber-400 dark:via-amber-600 dark:to-orange-700 text-stone-950 lg:flex lg:flex-col">
      <div aria-hidden className="absolute -top-24 -right-24 size-96 rounded-full bg-white/20 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-16 size-96 rounded-full bg-orange-700/30 blur-3xl" />
      <div className="relative flex items-center gap-2 text-lg font-semibold tracking-tight">
        <span className="grid size-9 place-items-center rounded-xl bg-stone-950/90">
          <img src={logoUrl} alt="" width={24} height={24} className="size-6" />
        </span>
        Crewlance
      </div>
      <div className="relative my-auto max-w-lg space-y-8 py-12">
        <p className="text-4xl leading-tight font-semibold tracking-tight xl:text-5xl">
          Hire freelancers and teams. Pay safely through escrow in INR.
        </p>
        <ul className="space-y-4">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-base">
              <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-stone-950/10">
                <Icon className="size-4.5" aria-hidden />
              </span>
              <span className="font-medium text-stone-900">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-stone-900/80">Free to join, whether you hire or work.</p>
    </aside>
  );
}
