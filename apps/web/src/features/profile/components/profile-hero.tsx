import type { TUser } from "@crewlance/contracts/users";
import { BadgeCheck, Camera, ImagePlus, Loader2, MapPin } from "lucide-react";
import { type RefObject, useRef } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { roleLabel } from "@/lib/roles";
import { ACCEPTED_IMAGE_TYPES } from "../image-file";
import { useImageUpload } from "../use-image-upload";

const accept = ACCEPTED_IMAGE_TYPES.join(",");

/** The file picker behind a visible button; cleared after each pick so the same file can be picked again. */
function HiddenImageInput({
  inputRef,
  label,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        onPick(event.target.files?.[0]);
        event.target.value = "";
      }}
    />
  );
}

/** Banner and avatar, each with its own upload, and who the user is at a glance. */
export function ProfileHero({ user }: { user: TUser }) {
  const banner = useImageUpload("banner");
  const avatar = useImageUpload("avatar");
  const bannerInput = useRef<HTMLInputElement>(null);
  const avatarInput = useRef<HTMLInputElement>(null);
  const bannerSrc = banner.preview ?? user.bannerUrl;
  const subtitle = user.freelancerProfile?.headline || user.companyProfile?.companyName;
  const location = user.freelancerProfile?.location ?? user.companyProfile?.location;
  const problem = banner.problem ?? avatar.problem;

  return (
    <section
      aria-label="Profile header"
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="relative h-32 bg-gradient-to-br from-amber-200 via-amber-100 to-stone-100 sm:h-44 dark:from-amber-500/30 dark:via-stone-800 dark:to-stone-900">
        {bannerSrc ? <img src={bannerSrc} alt="" className="size-full object-cover" /> : null}
        <button
          type="button"
          onClick={() => bannerInput.current?.click()}
          disabled={banner.uploading}
          className="absolute top-3 right-3 inline-flex h-8 items-center gap-1.5 rounded-lg bg-stone-950/60 px-3 text-xs font-medium text-white backdrop-blur hover:bg-stone-950/75 disabled:opacity-70"
        >
          {banner.uploading ? (
            <Loader2 className="size-3.5 animate-spin" aria-hidden />
          ) : (
            <ImagePlus className="size-3.5" aria-hidden />
          )}
          {banner.uploading ? "Uploading..." : "Change banner"}
        </button>
        <HiddenImageInput inputRef={bannerInput} label="Banner image" onPick={banner.pick} />
      </div>
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="relative -mt-12 w-fit sm:-mt-14">
          <Avatar
            src={avatar.preview ?? user.avatarUrl}
            name={user.fullName}
            size="xl"
            className="ring-4 ring-[var(--surface)]"
          />
          <button
            type="button"
            onClick={() => avatarInput.current?.click()}
            disabled={avatar.uploading}
            aria-label="Change profile photo"
            className="absolute right-0 bottom-1 grid size-9 place-items-center rounded-full border border-line bg-surface text-fg shadow hover:bg-surface-muted disabled:opacity-70"
          >
            {avatar.uploading ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Camera className="size-4" aria-hidden />
            )}
          </button>
          <HiddenImageInput inputRef={avatarInput} label="Profile photo" onPick={avatar.pick} />
        </div>
        <div className="min-w-0 flex-1 sm:pb-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-xl font-semibold tracking-tight text-fg">{user.fullName}</h2>
            <Badge tone="accent">{roleLabel(user.role)}</Badge>
            {user.companyProfile?.verified ? (
              <Badge tone="success">
                <BadgeCheck className="size-3.5" aria-hidden /> Verified
              </Badge>
            ) : null}
          </div>
          {subtitle ? <p className="mt-0.5 text-sm text-muted">{subtitle}</p> : null}
          {location ? (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted">
              <MapPin className="size-3.5" aria-hidden /> {location}
            </p>
          ) : null}
        </div>
        <p className="text-xs text-muted sm:max-w-48 sm:pb-1 sm:text-right">JPEG, PNG or WebP, up to 5 MB.</p>
      </div>
      {problem ? (
        <p
          role="alert"
          className="border-t border-line bg-red-50 px-6 py-2.5 text-sm font-medium text-red-700 dark:bg-red-500/10 dark:text-red-300"
        >
          {problem}
        </p>
      ) : null}
    </section>
  );
}
