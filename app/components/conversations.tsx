// The messages screen shared by My Account (the guest's side) and the owner dashboard (the
// host's): a searchable conversation list, the open thread with its send box, and an optional
// side panel (the host's booking details). On a phone the list and the thread take turns.
// The send box posts to the page's own action (fields threadId, or the conversation's own
// `sendFields` for one not started yet, and body). Every message, and each list's last one, says
// who wrote it: 'You' for one's own, the other's name for theirs, the same on both sides.
import { formatCalendar } from "#domain/calendar-format";
import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { Input, Label } from "#app/components/ui/input";
import { cn } from "#app/lib/cn";
import { useLocale, useLocalePath, useT } from "#app/lib/i18n/i18n";
import type { Locale } from "#domain/locales";

export type ConversationSummary = {
  id: string;
  /** Who or what the conversation is with, e.g. the sauna's name for a guest. */
  title: string;
  /** A second line, e.g. the other person and the last message. */
  subtitle: string;
  /** Extra words the search box matches. */
  searchText?: string;
  unread: number;
};

/** `senderName` null: someone without a name (or whose account is gone), shown as 'Anonymous'. */
export type ChatMessage = { id: string; body: string; mine: boolean; senderName: string | null; createdAt: Date | string };

/**
 * A list's preview of the last message, labelled with who wrote it; null when there is none.
 * `you` is the page's word for one's own (members "conversations.you": `useT("members")`).
 */
export function lastMessageLine(body: string | null, mine: boolean, otherName: string, you = "You"): string | null {
  return body === null ? null : `${mine ? you : otherName}: ${body}`;
}

/** "13 Nov, 14:32" in the page's language. */
function messageTime(locale: Locale, at: Date): string {
  return formatCalendar(at, locale, "dayMonthTime");
}

type ConversationsProps = {
  threads: ConversationSummary[];
  /**
   * The open conversation, or null to show only the list. `sendFields` replaces the threadId
   * the send box posts, e.g. for a message that will start the conversation.
   */
  current: (ConversationSummary & { heading: string; detail: string; sendFields?: Record<string, string> }) | null;
  messages: ChatMessage[];
  /** The page's path; a conversation opens at `${basePath}?thread={id}`. */
  basePath: string;
  emptyList: ReactNode;
  emptyThread: string;
  /** Shown beside the open thread on wide screens and below it on smaller ones. */
  aside?: ReactNode;
};

/** The Messages page of either side: its heading, a notice from the loader (a conversation that
 * can't be opened), and the conversations. */
export function MessagesPage({ notice, ...conversations }: ConversationsProps & { notice: string | null }) {
  const t = useT("members");
  return (
    <div>
      <h1 className="font-serif text-2xl text-cedar-900">{t("conversations.heading")}</h1>
      {notice && <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">{notice}</p>}
      <div className="mt-6">
        <Conversations {...conversations} />
      </div>
    </div>
  );
}

function Conversations({ threads, current, messages, basePath, emptyList, emptyThread, aside }: ConversationsProps) {
  const t = useT("members");
  const locale = useLocale();
  const localePath = useLocalePath();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? threads.filter((t) => `${t.title} ${t.subtitle} ${t.searchText ?? ""}`.toLowerCase().includes(q)) : threads;
  }, [threads, query]);
  const send = useFetcher<{ error: string | null }>();
  const formRef = useRef<HTMLFormElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  useToast(send.data?.error ? { title: t("conversations.error"), description: send.data.error, variant: "error" } : null);
  useEffect(() => {
    if (send.state === "idle" && send.data && !send.data.error) formRef.current?.reset();
  }, [send.state, send.data]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);
  const withAside = Boolean(current && aside);

  return (
    <div
      className={cn(
        "grid min-h-[28rem] overflow-hidden rounded-2xl border border-sand-200 bg-white grid-cols-[minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]",
        withAside && "xl:grid-cols-[16rem_minmax(0,1fr)_15rem]",
      )}
    >
      <div className={cn("border-sand-200 md:border-r", current && "hidden md:block", withAside && "md:row-span-2 xl:row-span-1")}>
        <div className="border-b border-sand-200 p-3">
          <Label htmlFor="message-search" className="sr-only">{t("conversations.search")}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
            <Input id="message-search" type="search" placeholder={t("conversations.search")} value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="p-6 text-sm text-muted">{threads.length === 0 ? emptyList : t("conversations.noMatch")}</p>
        ) : (
          <ul>
            {shown.map((thread) => (
              <li key={thread.id}>
                <Link
                  to={localePath(`${basePath}?thread=${thread.id}`)}
                  aria-current={thread.id === current?.id ? "true" : undefined}
                  className={cn("block border-b border-sand-100 p-4 hover:bg-sand-50", thread.id === current?.id && "bg-sand-50")}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium text-ink">{thread.title}</span>
                    {thread.unread > 0 && <span className="rounded-full bg-ember-600 px-2 text-xs font-semibold text-white">{thread.unread}<span className="sr-only">{` ${t("conversations.unread")}`}</span></span>}
                  </span>
                  <span className="block truncate text-sm text-muted">{thread.subtitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={cn("flex-col", current ? "flex" : "hidden md:flex")}>
        {current ? (
          <>
            <div className="flex items-center gap-3 border-b border-sand-200 p-4">
              <Link to={localePath(basePath)} className="text-sm text-ember-700 md:hidden">{t("conversations.back")}</Link>
              <div>
                <h2 className="font-medium text-ink">{current.heading}</h2>
                <p className="text-sm text-muted">{current.detail}</p>
              </div>
            </div>
            <div className="flex-1 overflow-y-auto p-4" aria-live="polite">
              {messages.length === 0 && <p className="text-sm text-muted">{emptyThread}</p>}
              <ol aria-label={t("conversations.heading")} className="space-y-3">
                {messages.map((m) => (
                  <li key={m.id} className={cn("w-fit max-w-[80%] rounded-2xl px-4 py-2", m.mine ? "ml-auto bg-sea-700 text-white" : "bg-sand-100 text-ink")}>
                    <p className={cn("text-xs", m.mine ? "text-sand-100" : "text-muted")}>
                      <span className="font-semibold">{m.mine ? t("conversations.you") : (m.senderName ?? t("names.anonymous"))}</span>
                      <span aria-hidden="true"> · </span>
                      <time dateTime={new Date(m.createdAt).toISOString()}>{messageTime(locale, new Date(m.createdAt))}</time>
                    </p>
                    <p className="mt-0.5 whitespace-pre-wrap break-words text-sm">{m.body}</p>
                  </li>
                ))}
              </ol>
              <div ref={endRef} />
            </div>
            {/* Keyed by conversation: the first message's redirect to its new thread starts an empty box. */}
            <send.Form key={current.id} method="post" ref={formRef} className="flex gap-2 border-t border-sand-200 p-3">
              {Object.entries(current.sendFields ?? { threadId: current.id }).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
              <Label htmlFor="message-body" className="sr-only">{t("conversations.message")}</Label>
              <Input id="message-body" name="body" placeholder={t("conversations.write")} autoComplete="off" required maxLength={4000} disabled={send.state !== "idle"} />
              <Button type="submit" size="icon" aria-label={t("conversations.send")} disabled={send.state !== "idle"}><Send aria-hidden="true" /></Button>
            </send.Form>
          </>
        ) : (
          <p className="m-auto p-8 text-center text-sm text-muted">{t("conversations.choose")}</p>
        )}
      </div>
      {withAside && <div className="border-t border-sand-200 md:col-start-2 xl:col-start-3 xl:row-start-1 xl:border-l xl:border-t-0">{aside}</div>}
    </div>
  );
}
