import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";

/** Join the community: 'Sign Up' opens the sign-up tab, 'Log In' the sign-in tab. */
export function JoinSection() {
  const t = useT("home");
  const to = useLocalePath();
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-ember-700 via-cedar-700 to-cedar-900 px-6 py-14 text-center text-white sm:px-12">
        <svg aria-hidden="true" viewBox="0 0 400 120" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 -z-10 h-24 w-full opacity-20">
          <path d="M0 60 C 60 30 120 90 200 60 S 340 30 400 60 V120 H0Z" fill="white" />
        </svg>
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-white/15">
          <Users className="size-6" aria-hidden="true" />
        </span>
        <h2 id="join-heading" className="mt-4 font-serif text-3xl sm:text-4xl">{t("join.title")}</h2>
        <p className="mx-auto mt-3 max-w-xl text-sand-100">
          {t("join.text")}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/auth?tab=sign-up")} className={buttonVariants({ variant: "light", size: "lg" })}>{t("join.signUp")}</Link>
          <Link to={to("/auth")} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "border-white/60 bg-white/10 text-white hover:bg-white/20")}>{t("join.logIn")}</Link>
        </div>
      </div>
    </section>
  );
}
