/**
 * The team's inbox: every message the contact form stored, newest first, with what the visitor
 * sent, whether the team was told, and its handling (state, assignee, notes, who and when).
 * What it may show and change is the database's to decide (row level security); this draws it.
 */
import { Global } from "@emotion/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { cursorAfter, messageStates, noFilter, pageSize, type Cursor, type HistoryEvent, type InboxApi, type InboxFilter, type InboxMessage, type MessageState, type TeamMember, type TeamRole } from "./api.ts";
import { csvBlob, csvPieces } from "./export.ts";
import * as styles from "./styles.ts";
import { bothOffices, interestLabel, interestLabels, languageLabels, notificationWords, stateLabel } from "./words.ts";

/** How new messages reach the list: Realtime while it is connected, else the Refresh button. */
export type LiveState = "connecting" | "live" | "unavailable";

export interface InboxProps {
  api: InboxApi;
  role: TeamRole;
  brand: string;
  signedInAs: string;
  /** Starts listening for new messages; returns how to stop. */
  watch: (onNew: () => void, onState: (state: LiveState) => void) => () => void;
  onSignOut?: () => void;
}

export function Inbox({ api, role, brand, signedInAs, watch, onSignOut }: InboxProps) {
  const [filter, setFilter] = useState<InboxFilter>(noFilter);
  const [searchText, setSearchText] = useState("");
  /** The cursors of the pages before this one, so Newer goes back without asking twice. */
  const [cursors, setCursors] = useState<(Cursor | undefined)[]>([undefined]);
  const [messages, setMessages] = useState<InboxMessage[]>();
  const [hasOlder, setHasOlder] = useState(false);
  const [selectedId, setSelectedId] = useState<number>();
  const [team, setTeam] = useState<TeamMember[]>([]);
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [live, setLive] = useState<LiveState>("connecting");
  const [arrived, setArrived] = useState(0);
  /** Bumped to read the current page again (after a change, a refresh or a new message). */
  const [reads, setReads] = useState(0);
  const ids = { search: useId(), interest: useId(), state: useId(), language: useId(), list: useId() };
  const cursor = cursors.at(-1);

  useEffect(() => {
    let current = true;
    // One more than a page: whether there is an older page, without counting them all.
    api.page(filter, cursor, pageSize + 1).then(
      (rows) => {
        if (!current) return;
        setHasOlder(rows.length > pageSize);
        setMessages(rows.slice(0, pageSize));
        setProblem("");
      },
      (error: Error) => current && setProblem(`The messages could not be read: ${error.message}`),
    );
    return () => {
      current = false;
    };
  }, [api, filter, cursor, reads]);
  const readAgain = useCallback(() => setReads((count) => count + 1), []);

  useEffect(() => {
    api.team().then(setTeam, () => setTeam([]));
  }, [api]);

  // A new message: the first page shows it at once; on a later page, the count of new ones says so.
  const onFirstPage = cursors.length === 1;
  const firstPageRef = useRef(onFirstPage);
  useEffect(() => {
    firstPageRef.current = onFirstPage;
  }, [onFirstPage]);
  useEffect(
    () =>
      watch(
        () => {
          if (firstPageRef.current) readAgain();
          else setArrived((count) => count + 1);
        },
        setLive,
      ),
    [watch, readAgain],
  );

  const names = useMemo(() => new Map(team.map((member) => [member.user_id, member.name])), [team]);
  const selected = messages?.find((message) => message.id === selectedId);

  const applyFilter = (change: Partial<InboxFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setCursors([undefined]);
    setArrived(0);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    applyFilter({ search: searchText });
  };

  const refresh = () => {
    setCursors([undefined]);
    setArrived(0);
    readAgain();
  };

  const exportCsv = async () => {
    setStatus("Exporting…");
    try {
      let rows = 0;
      const counting = {
        page: async (...page: Parameters<InboxApi["page"]>) => {
          const found = await api.page(...page);
          rows += found.length;
          return found;
        },
      };
      const blob = await csvBlob(csvPieces(counting, filter, names));
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${brand.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-inbox-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setStatus(`Exported ${rows} ${rows === 1 ? "message" : "messages"} as a spreadsheet (CSV).`);
    } catch (error) {
      setStatus(`The export did not finish: ${(error as Error).message}`);
    }
  };

  const changed = (text: string) => {
    setStatus(text);
    readAgain();
  };

  return (
    <div css={styles.page}>
      <Global styles={styles.pageReset} />
      <header css={styles.bar}>
        <h1>{brand} Inbox</h1>
        <a href="#/">Edit the site</a>
        <span>
          Signed in as {signedInAs} ({role === "admin" ? "admin" : "team member"})
        </span>
        {onSignOut && (
          <button type="button" css={styles.button} onClick={onSignOut}>
            Sign out
          </button>
        )}
      </header>
      <main css={styles.main}>
        <form role="search" aria-label="Find messages" css={styles.filters} onSubmit={onSearch}>
          <label htmlFor={ids.search}>
            Search name, email, company or text
            <input id={ids.search} type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
          </label>
          <button type="submit" css={styles.button}>
            Search
          </button>
          <label htmlFor={ids.interest}>
            Interest
            <select id={ids.interest} value={filter.interest} onChange={(event) => applyFilter({ interest: event.target.value })}>
              <option value="">Any</option>
              {Object.entries(interestLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.state}>
            State
            <select id={ids.state} value={filter.state} onChange={(event) => applyFilter({ state: event.target.value })}>
              <option value="">All but spam</option>
              {messageStates.map((state) => (
                <option key={state} value={state}>
                  {stateLabel(state)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.language}>
            Language
            <select id={ids.language} value={filter.language} onChange={(event) => applyFilter({ language: event.target.value })}>
              <option value="">Any</option>
              {Object.entries(languageLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" css={styles.button} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </form>
        <div css={styles.live}>
          <span>
            {live === "live"
              ? "New messages appear here as they arrive."
              : live === "connecting"
                ? "Connecting for new messages…"
                : "New messages do not arrive by themselves here: use Refresh to see them."}
          </span>
          {(live !== "live" || arrived > 0) && (
            <button type="button" css={styles.button} onClick={refresh}>
              Refresh{arrived > 0 ? ` (${arrived} new)` : ""}
            </button>
          )}
        </div>
        <p role="status" css={styles.live}>
          {status}
        </p>
        {problem && (
          <p role="alert" css={styles.notice}>
            {problem}
          </p>
        )}
        <div css={styles.split}>
          <section css={styles.panel} aria-labelledby={ids.list}>
            <h2 id={ids.list}>Messages</h2>
            {messages === undefined ? (
              <p>Reading the messages…</p>
            ) : messages.length === 0 ? (
              <p>No messages match.</p>
            ) : (
              <ol css={styles.list}>
                {messages.map((message) => (
                  <li key={message.id}>
                    <button type="button" css={styles.item} data-state={message.state} aria-current={message.id === selectedId} onClick={() => setSelectedId(message.id)}>
                      <span className="who">
                        <bdi className="name">{message.name}</bdi>
                        <span css={styles.badge} data-state={message.state}>
                          {stateLabel(message.state)}
                        </span>
                      </span>
                      <span className="meta">
                        {message.company && (
                          <>
                            <bdi>{message.company}</bdi> ·{" "}
                          </>
                        )}
                        {interestLabel(message.interest)} · {languageLabels[message.language] ?? message.language} · <time dateTime={message.received_at}>{bothOffices(message.received_at)}</time>
                      </span>
                      <span className="excerpt">
                        <bdi>{message.message}</bdi>
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
            <nav aria-label="Pages of messages" css={styles.pager}>
              <button type="button" css={styles.button} disabled={cursors.length === 1} onClick={() => setCursors((list) => list.slice(0, -1))}>
                Newer
              </button>
              <span>
                Page {cursors.length}
                {messages && messages.length > 0 ? `, ${(cursors.length - 1) * pageSize + 1}–${(cursors.length - 1) * pageSize + messages.length}` : ""}
              </span>
              <button type="button" css={styles.button} disabled={!hasOlder || !messages} onClick={() => messages && setCursors((list) => [...list, cursorAfter(messages)])}>
                Older
              </button>
            </nav>
          </section>
          {selected ? (
            <MessageDetail key={selected.id} api={api} message={selected} role={role} team={team} names={names} brand={brand} onChanged={changed} />
          ) : (
            <section css={styles.panel} aria-label="Message">
              <p>Choose a message to read it and handle it.</p>
            </section>
          )}
        </div>
      </main>
    </div>
  );
}

interface DetailProps {
  api: InboxApi;
  message: InboxMessage;
  role: TeamRole;
  team: TeamMember[];
  names: ReadonlyMap<string, string>;
  /** The company's name, as the reply's subject gives it. */
  brand: string;
  onChanged: (status: string) => void;
}

function MessageDetail({ api, message, role, team, names, brand, onChanged }: DetailProps) {
  const [history, setHistory] = useState<HistoryEvent[]>([]);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [erasing, setErasing] = useState<number>();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { heading: useId(), state: useId(), assign: useId(), note: useId(), erase: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from the list: the message is read next (below the list on a phone).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const readHistory = useCallback(() => {
    api.history(message.id).then(setHistory, () => setHistory([]));
  }, [api, message.id]);
  useEffect(readHistory, [readHistory, message.state, message.assigned_to]);

  /** Runs one change and says how it went; true when it was made, so what the editor typed is kept otherwise. */
  const act = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      onChanged(done);
      readHistory();
      return true;
    } catch (error) {
      onChanged(`That did not work: ${(error as Error).message}`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const askToErase = async () => {
    try {
      setErasing(await api.countFrom(message.email));
      dialog.current?.showModal();
    } catch (error) {
      onChanged(`That did not work: ${(error as Error).message}`);
    }
  };

  const erase = async () => {
    if (erasing === undefined) return;
    dialog.current?.close();
    await act(() => api.erase(message.email, erasing), `Erased ${erasing} ${erasing === 1 ? "message" : "messages"} from ${message.email}. Only a record that they were erased remains.`);
  };

  const subject = `Re: your message to ${brand}${message.company ? ` (${message.company})` : ""}`;
  const reply = `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  const who = (id: string | null) => (id ? (names.get(id) ?? "a former team member") : "the system");

  return (
    <section css={styles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} ref={heading} tabIndex={-1}>
        <bdi>{message.name}</bdi>
      </h2>
      <dl css={styles.facts}>
        <dt>Email</dt>
        <dd dir="ltr">{message.email}</dd>
        <dt>Company</dt>
        <dd>{message.company ? <bdi>{message.company}</bdi> : "—"}</dd>
        <dt>Interest</dt>
        <dd>{interestLabel(message.interest)}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.received_at}>{bothOffices(message.received_at)}</time>
        </dd>
        <dt>Sent from</dt>
        <dd>
          <span dir="ltr">{message.sent_from ?? "—"}</span>, in {languageLabels[message.language] ?? message.language}
        </dd>
        <dt>Team told</dt>
        <dd>{notificationWords(message)}</dd>
        <dt>State</dt>
        <dd>
          {stateLabel(message.state)}
          {message.handled_at && ` (by ${who(message.handled_by)}, ${bothOffices(message.handled_at)})`}
        </dd>
        <dt>Assigned to</dt>
        <dd>{message.assigned_to ? who(message.assigned_to) : "No one"}</dd>
      </dl>
      <h3>Message</h3>
      <p css={styles.messageText} dir="auto">
        {message.message}
      </p>
      <div css={styles.actions}>
        <a css={[styles.button, styles.primary]} href={reply}>
          Reply by email
        </a>
        <label htmlFor={ids.state}>
          Mark as
          <select id={ids.state} value={message.state} disabled={busy} onChange={(event) => void act(() => api.setState(message.id, event.target.value as MessageState), `Marked as ${stateLabel(event.target.value).toLowerCase()}.`)}>
            {messageStates.map((state) => (
              <option key={state} value={state}>
                {stateLabel(state)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.assign}>
          Assigned to
          <select id={ids.assign} value={message.assigned_to ?? ""} disabled={busy} onChange={(event) => void act(() => api.assign(message.id, event.target.value || null), event.target.value ? `Assigned to ${who(event.target.value)}.` : "No longer assigned.")}>
            <option value="">No one</option>
            {team.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h3>Notes and history</h3>
      {history.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol css={styles.history}>
          {history.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{bothOffices(event.at)}</time>: {who(event.actor)}{" "}
              {event.kind === "note" ? (
                <>
                  noted: <q dir="auto">{event.detail}</q>
                </>
              ) : event.kind === "state" ? (
                `marked it as ${stateLabel(event.detail ?? "").toLowerCase()}`
              ) : (
                `assigned it to ${event.detail ? who(event.detail) : "no one"}`
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        css={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim() === "") return;
          void act(() => api.addNote(message.id, note), "Note added.").then((made) => made && setNote(""));
        }}
      >
        <label htmlFor={ids.note}>
          Internal note (only the team sees it)
          <textarea id={ids.note} value={note} onChange={(event) => setNote(event.target.value)} maxLength={5000} />
        </label>
        <button type="submit" css={styles.button} disabled={busy || note.trim() === ""}>
          Add note
        </button>
      </form>
      {role === "admin" && (
        <>
          <h3>Erasure</h3>
          <p>When someone asks to be forgotten: every message from this address goes, for good. A record stays of when, by whom and how many, never what they said.</p>
          <button type="button" css={[styles.button, styles.danger]} disabled={busy} onClick={() => void askToErase()}>
            Erase everything from {message.email}…
          </button>
          <dialog ref={dialog} css={styles.dialog} aria-labelledby={ids.erase} onClose={() => setErasing(undefined)}>
            <h2 id={ids.erase}>Erase {erasing === 1 ? "1 message" : `${erasing ?? 0} messages`}?</h2>
            <p>
              Every message from <span dir="ltr">{message.email}</span>, with its notes and history, is deleted now and cannot be brought back.
            </p>
            <div className="buttons">
              <button type="button" css={styles.button} onClick={() => dialog.current?.close()} autoFocus>
                Cancel
              </button>
              <button type="button" css={[styles.button, styles.danger]} onClick={() => void erase()}>
                Erase {erasing === 1 ? "1 message" : `${erasing ?? 0} messages`}
              </button>
            </div>
          </dialog>
        </>
      )}
    </section>
  );
}
