// 'Add Sauna' on admin Saunas: the Edit Sauna dialog, fields and all, for a listing that doesn't
// exist yet, plus one choice: live on the site at once, or pending until someone approves it.
// Whatever Edit Sauna gains (its fields, its checks), adding gains too.
import Plus from "lucide-react/icons/plus";
import { useId, useState } from "react";
import { NEW_SAUNA_STATUSES, type NewSaunaStatus } from "#domain/admin-sauna-lifecycle";
import { DEFAULT_PRICES, DEFAULT_SESSION_MINUTES, SAUNA_TYPES } from "#domain/constants";
import type { AdminSaunaRow } from "#server/features/admin/admin-saunas.service";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/lib/i18n/i18n";
import { SaunaEditDialog, type SaunaFormMode } from "./sauna-edit-dialog";

/** A listing with nothing in it yet: the form starts blank, with the spec's capacity and private price. */
const NEW_SAUNA: AdminSaunaRow = {
  id: "",
  name: "",
  county: "",
  ownerName: "",
  status: "pending",
  isPublished: false,
  takesBookings: true,
  featured: false,
  description: null,
  type: SAUNA_TYPES[0],
  location: null,
  address: null,
  capacity: 4,
  pricePerSession: DEFAULT_PRICES.private,
  pricePrivate: DEFAULT_PRICES.private,
  priceShared: null,
  priceGroup: null,
  images: [],
  weeklySchedule: null,
  sessionMinutes: DEFAULT_SESSION_MINUTES,
  averageRating: 0,
  latitude: null,
  longitude: null,
  website: null,
  amenities: [],
  hasHost: false,
  upcomingBookings: 0,
  hasBookings: false,
  pausedAt: null,
  deletionRequested: false,
};

const STATUS_CHOICE = {
  active: { label: "add.live", hint: "add.liveHint" },
  pending: { label: "add.pending", hint: "add.pendingHint" },
} as const satisfies Record<NewSaunaStatus, { label: string; hint: string }>;

export function AddSauna() {
  const [open, setOpen] = useState(false);
  const t = useT("admin");
  return (
    <>
      <Button onClick={() => setOpen(true)} className="shrink-0">
        <Plus aria-hidden="true" /> {t("add.title")}
      </Button>
      {open && <AddSaunaDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function AddSaunaDialog({ onClose }: { onClose: () => void }) {
  const [status, setStatus] = useState<NewSaunaStatus>("active");
  const name = useId();
  const t = useT("admin");
  const mode: SaunaFormMode = {
    intent: "add-sauna",
    title: t("add.title"),
    description: () => t("add.description"),
    submit: { label: t("add.title"), busy: t("add.adding") },
    done: (saunaName) => ({ title: t("add.added"), description: t("add.addedDescription", { name: saunaName }) }),
    extra: (
      <fieldset>
        <legend className="text-sm font-medium text-cedar-900">{t("column.status")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEW_SAUNA_STATUSES.map((value) => (
            <label key={value} className="flex cursor-pointer gap-3 rounded-xl border border-sand-300 p-3 has-[:checked]:border-ember-600 has-[:checked]:bg-sand-50">
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                aria-describedby={`${name}-${value}`}
                className="mt-0.5 size-4 accent-ember-600"
              />
              <span>
                <span className="block text-sm font-medium text-ink">{t(STATUS_CHOICE[value].label)}</span>
                <span id={`${name}-${value}`} className="block text-sm text-muted">{t(STATUS_CHOICE[value].hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    ),
  };
  return <SaunaEditDialog sauna={NEW_SAUNA} mode={mode} onClose={onClose} />;
}
