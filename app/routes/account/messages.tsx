// Messages: conversations with hosts. 'Contact Host' on a sauna page opens (or reuses) the thread
// with that sauna's host through a POST to /api/contact-host, which comes here with ?thread={id}.
import { data, Link } from "react-router";
import type { Route } from "./+types/messages";
import { PRODUCT_NAME } from "#domain/constants";
import { listThreads, readThread, sendMessage } from "#server/features/messages/messages.service";
import { Conversations } from "#app/components/conversations";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";

export const meta = () => [{ title: `Messages · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const threadId = new URL(request.url).searchParams.get("thread");
  // Open (and so mark read) first, then list: the list's unread count must already show it read.
  const open = threadId ? await attempt(() => readThread(db, user, threadId)) : null;
  const threads = await listThreads(db, user);
  return {
    threads,
    threadId: open?.ok ? threadId : null,
    messages: open?.ok ? open.value : [],
    notice: open && !open.ok ? open.error : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSignedIn(context, request);
  const result = await attempt(() => {
    const fields = formFields(context);
    return sendMessage(getApp(context).db, user, textField(fields, "threadId"), fields.body);
  });
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { error: null };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { threads, threadId, messages, notice } = loaderData;
  const summaries = threads.map((t) => ({
    id: t.id,
    title: t.saunaName,
    subtitle: `${t.otherName}${t.lastMessage ? ` · ${t.lastMessage}` : ""}`,
    unread: t.unread,
  }));
  const open = threads.find((t) => t.id === threadId);
  const current = open ? { ...summaries.find((s) => s.id === open.id)!, heading: open.saunaName, detail: `with ${open.otherName}` } : null;
  return (
    <div>
      <h1 className="font-serif text-2xl text-cedar-900">Messages</h1>
      {notice && <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">{notice}</p>}
      <div className="mt-6">
        <Conversations
          threads={summaries}
          current={current}
          messages={messages}
          basePath="/my-account/messages"
          emptyList={<>No conversations yet. Use 'Contact Host' on a <Link to="/saunas" className="text-ember-700 underline">sauna's page</Link> to ask a question.</>}
          emptyThread="Say hello: ask about availability, what to bring, or directions."
        />
      </div>
    </div>
  );
}
