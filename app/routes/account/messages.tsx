// Messages: conversations with hosts. 'Contact Host' on a sauna page (a POST to
// /api/contact-host) comes here with ?thread={id} when the guest has written to that host
// before, else with ?sauna={id}: a new message to write, which stores nothing until it is sent;
// the first message then starts the conversation.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/messages";
import { contactHost, listThreads, readThread, sendMessage, startConversation } from "#server/features/messages/messages.service";
import { MessagesPage, lastMessageLine } from "#app/components/conversations";
import { getApp } from "#app/lib/context.server";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { inRequestLanguage } from "#server/i18n/messages";
import { formFields, textField } from "#app/lib/form.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";
import { accountTitle } from "./account-meta";

export const meta: Route.MetaFunction = (args) => [{ title: accountTitle(args, "messages.title") }];

const threadPath = (threadId: string) => `/my-account/messages?thread=${threadId}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const query = new URL(request.url).searchParams;
  const threadId = query.get("thread");
  const saunaId = threadId ? null : query.get("sauna");
  // A new message to a host: to the conversation instead, if there is one already.
  const newMessage = saunaId ? await attempt(() => contactHost(db, user, saunaId)) : null;
  if (newMessage?.ok && newMessage.value.threadId) throw redirect(inRequestLanguage(request, threadPath(newMessage.value.threadId)));
  // Open (and so mark read) first, then list: the list's unread count must already show it read.
  const open = threadId ? await attempt(() => readThread(db, user, threadId)) : null;
  const threads = await listThreads(db, user);
  const failed = open && !open.ok ? open : newMessage && !newMessage.ok ? newMessage : null;
  return {
    threads,
    threadId: open?.ok ? threadId : null,
    messages: open?.ok ? open.value : [],
    draft: saunaId && newMessage?.ok ? { saunaId, saunaName: newMessage.value.saunaName, hostName: newMessage.value.hostName } : null,
    notice: failed ? failed.error : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const fields = formFields(context);
  const threadId = textField(fields, "threadId");
  if (!threadId && textField(fields, "saunaId")) {
    const started = await attempt(() => startConversation(db, user, textField(fields, "saunaId"), fields.body));
    if (!started.ok) return data({ error: started.error }, { status: started.status });
    throw redirect(inRequestLanguage(request, threadPath(started.value)));
  }
  const result = await attempt(() => sendMessage(db, user, threadId, fields.body));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { error: null };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { threads, threadId, messages, draft, notice } = loaderData;
  const t = useT("account");
  const members = useT("members");
  const you = members("conversations.you");
  // Someone without a name (or whose account is gone): 'Anonymous' in the page's language.
  const named = (name: string | null) => name ?? members("names.anonymous");
  const localePath = useLocalePath();
  const summaries = threads.map((thread) => ({
    id: thread.id,
    title: thread.saunaName,
    subtitle: lastMessageLine(thread.lastMessage, thread.lastMessageMine, named(thread.otherName), you) ?? t("messages.with", { name: named(thread.otherName) }),
    searchText: named(thread.otherName),
    unread: thread.unread,
  }));
  const open = threads.find((thread) => thread.id === threadId);
  const current = open
    ? { ...summaries.find((s) => s.id === open.id)!, heading: open.saunaName, detail: t("messages.with", { name: named(open.otherName) }) }
    : draft
      ? { id: `new-${draft.saunaId}`, title: draft.saunaName, subtitle: "", unread: 0, heading: draft.saunaName, detail: t("messages.with", { name: named(draft.hostName) }), sendFields: { saunaId: draft.saunaId } }
      : null;
  return (
    <MessagesPage
      notice={notice}
      threads={summaries}
      current={current}
      messages={messages}
      basePath={localePath("/my-account/messages")}
      emptyList={
        draft
          ? t("messages.emptyDraft")
          : <>{t("messages.emptyBefore")} <Link to={localePath("/saunas")} className="text-ember-700 underline">{t("messages.emptyLink")}</Link> {t("messages.emptyAfter")}</>
      }
      emptyThread={t("messages.emptyThread")}
    />
  );
}
