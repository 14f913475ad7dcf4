// Owner dashboard Messages: the current sauna's conversations with guests (the same threads the
// guest sees in My Account), the open thread with a send box, and the booking detail panel.
// ?booking= (Bookings' 'Message guest') opens that guest's conversation, or a new one that is
// made when the first message is sent.
import { data, redirect } from "react-router";
import type { Route } from "./+types/messages";
import { dashboardTitle } from "./dashboard-meta";
import { conversationForBooking, listHostThreads, messageBookingGuest, readHostThread, sendHostMessage } from "#server/features/messages/host-messages.service";
import { MessagesPage, lastMessageLine } from "#app/components/conversations";
import { getApp } from "#app/lib/context.server";
import { useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage } from "#server/i18n/messages";
import { formFields } from "#app/lib/form.server";
import { attempt, serviceLoader } from "#app/lib/service-errors.server";
import { dashboardSaunas } from "./current-sauna.server";
import { GuestBookingsPanel } from "./messages-bookings-panel";

export const meta: Route.MetaFunction = (args) => dashboardTitle(args, "nav.messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = await dashboardSaunas(context, request);
  if (!current) return null;
  const { db, actor } = getApp(context);
  const params = new URL(request.url).searchParams;
  const bookingId = params.get("booking");
  const start = bookingId ? await attempt(() => conversationForBooking(db, actor, current.id, bookingId)) : null;
  if (start?.ok && start.value.threadId) throw redirect(inRequestLanguage(request, `/dashboard/messages?thread=${start.value.threadId}`));
  const threadId = params.get("thread");
  // Open (and so mark read) first, then list: the unread count must already show it read.
  const open = threadId ? await attempt(() => readHostThread(db, actor, current.id, threadId)) : null;
  const threads = await serviceLoader(() => listHostThreads(db, actor, current.id));
  return {
    saunaName: current.name,
    threads,
    open: open?.ok ? open.value : null,
    compose: start?.ok ? start.value.booking : null,
    notice: open && !open.ok ? open.error : start && !start.ok ? start.error : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { current } = await dashboardSaunas(context, request);
  const { db, actor } = getApp(context);
  const fields = formFields(context);
  if (fields.intent === "message-guest") {
    // The first message to a booking's guest: then on to the conversation it started.
    const started = await attempt(() => messageBookingGuest(db, actor, current?.id, fields.bookingId, fields.body));
    if (!started.ok) return data({ error: started.error }, { status: started.status });
    throw redirect(inRequestLanguage(request, `/dashboard/messages?thread=${started.value}`));
  }
  const result = await attempt(() => sendHostMessage(db, actor, current?.id, fields.threadId, fields.body));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { error: null };
}

export default function DashboardMessages({ loaderData }: Route.ComponentProps) {
  const t = useT("dashboard");
  const members = useT("members");
  const you = members("conversations.you");
  // A guest without a name (or whose account is gone): 'Anonymous' in the page's language.
  const named = (name: string | null) => name ?? members("names.anonymous");
  if (!loaderData) return null;
  const { saunaName, threads, open, compose, notice } = loaderData;
  const summaries = threads.map((thread) => ({
    id: thread.id,
    title: named(thread.guestName),
    subtitle: lastMessageLine(thread.lastMessage, thread.lastMessageMine, named(thread.guestName), you) ?? t("messages.noneYet"),
    unread: thread.unread,
  }));
  const summary = open && summaries.find((s) => s.id === open.thread.id);
  // A conversation that starts with the first message sent (Bookings' 'Message guest').
  const fresh = compose && {
    id: `booking-${compose.id}`, title: named(compose.guestName), subtitle: t("messages.new"), unread: 0, heading: named(compose.guestName), detail: t("messages.about", { sauna: saunaName }),
    sendFields: { intent: "message-guest", bookingId: compose.id },
  };
  const current = open && summary ? { ...summary, heading: named(open.thread.guestName), detail: t("messages.about", { sauna: saunaName }) } : fresh;
  return (
    <MessagesPage
      notice={notice}
      threads={summaries}
      current={current}
      messages={open?.messages ?? []}
      basePath="/dashboard/messages"
      emptyList={t("messages.emptyList")}
      emptyThread={compose ? t("messages.first", { guest: named(compose.guestName) }) : t("messages.emptyThread")}
      aside={
        open ? <GuestBookingsPanel guestName={named(open.thread.guestName)} bookings={open.guestBookings} />
        : compose ? <GuestBookingsPanel guestName={named(compose.guestName)} bookings={compose.guestBookings} />
        : null
      }
    />
  );
}
