// The way back from a detail page (a booking, an owner, a member) to the list it was opened from.
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-ember-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Link>
  );
}
