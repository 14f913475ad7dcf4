// Messages: conversations with hosts. 'Contact Host' on a sauna page opens (or reuses) the thread
// with that sauna's host through a POST to /api/contact-host, which comes here with ?thread={id}.
import { Search, Send } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import type { Route } from "./+types/messages";
import { PRODUCT_NAME } from "#domain/constants";
import { listThreads, readThread, sendMessage } from "#server/features/messages/messages.service";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { getApp } from "#app/lib/context.server";
import { formFields, textField } from "#app/lib/form.server";
import { requireSignedIn } from "#app/lib/require-user.server";
import { attempt } from "#app/lib/service-errors.server";

export const meta = () => [{ title: `Messages · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireSignedIn(context, request);
  const { db } = getApp(context);
  const threads = await listThreads(db, user);
  const threadId = new URL(request.url).searchParams.get("thread");
  const open = threadId ? await attempt(() => readThread(db, user, threadId)) : null;
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

const time = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Dublin" });

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { threads, threadId, messages, notice } = loaderData;
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? threads.filter((t) => `${t.saunaName} ${t.otherName}`.toLowerCase().includes(q)) : threads;
  }, [threads, query]);
  const current = threads.find((t) => t.id === threadId);
  const send = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  useToast(send.data?.error ? { title: "Error", description: send.data.error, variant: "error" } : null);
  useEffect(() => {
    if (send.state === "idle" && send.data && !send.data.error) formRef.current?.reset();
  }, [send.state, send.data]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  return (
    <div>
      <h1 className="font-serif text-2xl text-cedar-900">Messages</h1>
      {notice && <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">{notice}</p>}
      <div className="mt-6 grid min-h-[28rem] overflow-hidden rounded-2xl border border-sand-200 bg-white grid-cols-[minmax(0,1fr)] md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={cn("border-sand-200 md:border-r", current && "hidden md:block")}>
          <div className="border-b border-sand-200 p-3">
            <Label htmlFor="message-search" className="sr-only">Search conversations</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
              <Input id="message-search" type="search" placeholder="Search conversations" value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="p-6 text-sm text-muted">
              {threads.length === 0 ? <>No conversations yet. Use 'Contact Host' on a <Link to="/saunas" className="text-ember-700 underline">sauna's page</Link> to ask a question.</> : "No conversation matches your search."}
            </p>
          ) : (
            <ul>
              {shown.map((t) => (
                <li key={t.id}>
                  <Link
                    to={`?thread=${t.id}`}
                    aria-current={t.id === threadId ? "true" : undefined}
                    className={cn("block border-b border-sand-100 p-4 hover:bg-sand-50", t.id === threadId && "bg-sand-50")}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-ink">{t.saunaName}</span>
                      {t.unread > 0 && <span className="rounded-full bg-ember-600 px-2 text-xs font-semibold text-white">{t.unread}<span className="sr-only"> unread</span></span>}
                    </span>
                    <span className="block truncate text-sm text-muted">{t.otherName}{t.lastMessage ? ` · ${t.lastMessage}` : ""}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cn("flex flex-col", !current && "hidden md:flex")}>
          {current ? (
            <>
              <div className="flex items-center gap-3 border-b border-sand-200 p-4">
                <Link to="/my-account/messages" className="text-sm text-ember-700 md:hidden">Back</Link>
                <div>
                  <h2 className="font-medium text-ink">{current.saunaName}</h2>
                  <p className="text-sm text-muted">with {current.otherName}</p>
                </div>
              </div>
              <div className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
                {messages.length === 0 && <p className="text-sm text-muted">Say hello: ask about availability, what to bring, or directions.</p>}
                {messages.map((m) => (
                  <div key={m.id} className={cn("max-w-[80%] rounded-2xl px-4 py-2", m.mine ? "ml-auto bg-sea-700 text-white" : "bg-sand-100 text-ink")}>
                    <p className="whitespace-pre-wrap break-words text-sm">{m.body}</p>
                    <p className={cn("mt-1 text-xs", m.mine ? "text-sand-100" : "text-muted")}>{time.format(new Date(m.createdAt))}</p>
                  </div>
                ))}
                <div ref={endRef} />
              </div>
              <send.Form method="post" ref={formRef} className="flex gap-2 border-t border-sand-200 p-3">
                <input type="hidden" name="threadId" value={current.id} />
                <Label htmlFor="message-body" className="sr-only">Message</Label>
                <Input id="message-body" name="body" placeholder="Write a message…" autoComplete="off" required maxLength={4000} disabled={send.state !== "idle"} />
                <Button type="submit" size="icon" aria-label="Send message" disabled={send.state !== "idle"}><Send aria-hidden="true" /></Button>
              </send.Form>
            </>
          ) : (
            <p className="m-auto p-8 text-center text-sm text-muted">Choose a conversation to read it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
