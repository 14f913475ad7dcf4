// A real SMTP server on 127.0.0.1 for tests (smtp-server), which parses what it receives
// (mailparser). It can be stopped and started again on the same port, to play an outage, told
// to refuse recipients or messages with a given reply, and told to keep its reply to a message
// back, to play a sender that dies (or loses the connection) after the message arrived.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & { envelopeFrom: string; envelopeTo: string[] };

/** A reply such as 550 "No such user here" or 451 "Try again later". */
export type SmtpRefusal = { code: number; message: string; at: "rcpt" | "data" };

export type TestSmtpServer = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuse from now on (null: accept again). */
  refuse(refusal: SmtpRefusal | null): void;
  /** Wait this long before accepting each message, so senders overlap. */
  delayEachMessage(ms: number): void;
  /**
   * While on, each message is taken (it is in `received`) but the "250 queued" reply is kept
   * back until releaseReplies(); stop() drops the replies held, closing their connections.
   */
  holdReplies(on: boolean): void;
  releaseReplies(): void;
  /** Stop listening: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: SmtpRefusal | null = null;
  let delayMs = 0;
  let holding = false;
  let held: (() => void)[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const refusalError = (r: SmtpRefusal) => Object.assign(new Error(r.message), { responseCode: r.code });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 100,
        onRcptTo(_address, _session, callback) {
          callback(refusal?.at === "rcpt" ? refusalError(refusal) : null);
        },
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (mail) =>
              setTimeout(() => {
                if (refusal?.at === "data") return callback(refusalError(refusal));
                const from = session.envelope.mailFrom;
                received.push({
                  ...mail,
                  envelopeFrom: from ? from.address : "",
                  envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                } as ReceivedMail);
                // Our own id for it, as a real server names its queue entry in the reply.
                const reply = () => callback(null, `Ok: queued as TEST${received.length}`);
                if (holding) held.push(reply);
                else reply();
              }, delayMs),
            (error: Error) => callback(error),
          );
        },
      });
      s.on("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.server.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    refuse(r) {
      refusal = r;
    },
    delayEachMessage(ms) {
      delayMs = ms;
    },
    holdReplies(on) {
      holding = on;
    },
    releaseReplies() {
      const replies = held;
      held = [];
      for (const reply of replies) reply();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        held = [];
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };
}
