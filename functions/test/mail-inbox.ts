/**
 * The local mail inbox (maildev, started by scripts/lib/mail.mjs) as tests read it, through its REST
 * API: `GET /api/email` lists every message, `GET /api/email/:id/source` is one message as sent,
 * `DELETE /api/email/all` empties the inbox. Shared by the API tests (./api/inbox.ts) and the
 * journeys (e2e/support.ts), so both read mail the same way. Plain `fetch`, no test runner.
 */

/** A message in the inbox, in the parts a test checks. */
export interface InboxEmail {
  id: string;
  /** The To header's addresses, lower case. */
  to: string[];
  cc: string[];
  /** Everyone the message was delivered to (To, Cc and Bcc: the SMTP envelope), lower case. */
  recipients: string[];
  /** `Name <address>`, or the address alone. */
  from: string;
  /** The Reply-To header as sent, when there is one. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Lower-case names; maildev keeps those whose value is text (not From, To, Reply-To, Date). */
  headers: Record<string, string | string[]>;
}

export interface WaitForEmail {
  /** A recipient (To, Cc or Bcc). */
  to: string;
  subjectIncludes?: string;
  /** 10 s by default. */
  timeoutMs?: number;
}

export interface MailInbox {
  url: string;
  /** Every message in the inbox, oldest first. */
  emails(): Promise<InboxEmail[]>;
  /** The messages delivered to `address`, oldest first. */
  emailsTo(address: string): Promise<InboxEmail[]>;
  /** The first message to `to` (whose subject holds `subjectIncludes`), waiting for it to arrive. */
  waitForEmail(wanted: WaitForEmail): Promise<InboxEmail>;
  /** Empties the inbox. */
  clear(): Promise<void>;
}

interface MaildevAddress {
  address: string;
  name?: string;
}

/** What `GET /api/email` answers for each message (the parts read here). */
interface MaildevEmail {
  id: string;
  subject?: string;
  from?: MaildevAddress[];
  to?: MaildevAddress[];
  cc?: MaildevAddress[];
  envelope?: { to?: MaildevAddress[] };
  text?: string;
  html?: string;
  headers?: Record<string, string | string[]>;
}

const POLL_MS = 100;

const lower = (list: MaildevAddress[] | undefined) => (list ?? []).map((entry) => entry.address.toLowerCase());

/** A header of a raw message (folded lines unfolded), or undefined. */
function headerOf(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export function mailInbox(url: string): MailInbox {
  async function request(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${url}${path}`, init);
    if (!response.ok) throw new Error(`Mail inbox ${init?.method ?? "GET"} ${path}: HTTP ${response.status}`);
    return response;
  }

  async function listed(): Promise<MaildevEmail[]> {
    return (await (await request("/api/email")).json()) as MaildevEmail[];
  }

  async function read(raw: MaildevEmail): Promise<InboxEmail> {
    const sender = raw.from?.[0];
    const source = await (await request(`/api/email/${encodeURIComponent(raw.id)}/source`)).text();
    return {
      id: raw.id,
      to: lower(raw.to),
      cc: lower(raw.cc),
      recipients: lower(raw.envelope?.to),
      from: sender ? (sender.name ? `${sender.name} <${sender.address}>` : sender.address) : "",
      replyTo: headerOf(source, "Reply-To"),
      subject: raw.subject ?? "",
      text: raw.text ?? "",
      html: raw.html ?? "",
      headers: raw.headers ?? {},
    };
  }

  const deliveredTo = (raw: MaildevEmail, address: string) =>
    [...lower(raw.envelope?.to), ...lower(raw.to), ...lower(raw.cc)].includes(address.toLowerCase());

  return {
    url,
    async emails() {
      return Promise.all((await listed()).map(read));
    },
    async emailsTo(address) {
      return Promise.all((await listed()).filter((raw) => deliveredTo(raw, address)).map(read));
    },
    async waitForEmail({ to, subjectIncludes, timeoutMs = 10_000 }) {
      const deadline = Date.now() + timeoutMs;
      let seen: MaildevEmail[] = [];
      for (;;) {
        seen = await listed();
        const found = seen.find((raw) => deliveredTo(raw, to) && (subjectIncludes === undefined || (raw.subject ?? "").includes(subjectIncludes)));
        if (found) return read(found);
        if (Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const inbox = seen.map((raw) => `  "${raw.subject ?? ""}" to ${lower(raw.envelope?.to).join(", ")}`).join("\n") || "  (empty)";
      throw new Error(
        `No email to ${to}${subjectIncludes === undefined ? "" : ` with "${subjectIncludes}" in its subject`} ` +
          `arrived at ${url} within ${timeoutMs} ms. The inbox holds:\n${inbox}`,
      );
    },
    async clear() {
      await request("/api/email/all", { method: "DELETE" });
    },
  };
}
