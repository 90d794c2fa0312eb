import logoUrl from "@/assets/logo.svg";
/** Full-screen loading view: the logo centred; fallback of every lazy screen. */
export function LoadingScreen() {
  return (
    <div role="status" aria-label="Loading" className="fixed inset-0 z-50 grid place-items-center bg-page">
      <img src={logoUrl} alt="Crewlance" width={64} height={64} className="size-16 animate-pulse" />
    </div>
  );
}
