import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A loopback stand-in for Resend's email API (POST /emails) and a chat incoming webhook
 * (POST /chat). Like Resend, it sends one email per Idempotency-Key: a repeat of a key it
 * has sent answers with the first email's id and sends nothing. Each call takes the next
 * planned answer, or, with `failRate`, fails at random; otherwise it sends and answers 200.
 */
export type EmailAnswer =
  | { kind: "send" }
  | { kind: "error"; status: number; body: Record<string, unknown> }
  /** Sends the email, then never answers: the caller times out, not knowing it went. */
  | { kind: "send-and-hang" }
  /** Sends the email, then answers 500: an answer lost on the way back. */
  | { kind: "send-and-fail" };

export interface EmailRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface EmailApiStandIn {
  url: string;
  requests: EmailRequest[];
  /** What reached the team's inbox, once per email. */
  inbox: EmailRequest[];
  chat: EmailRequest[];
  /** Calls that repeated the key of an email already sent, and so sent nothing. */
  repeats: number;
  plan: EmailAnswer[];
  /** The share of calls, 0 to 1, that fail at random when nothing is planned. */
  failRate: number;
  random: () => number;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startEmailApi(): Promise<EmailApiStandIn> {
  const sockets = new Set<Socket>();
  const sentByKey = new Map<string, string>();
  const state = {
    requests: [] as EmailRequest[],
    inbox: [] as EmailRequest[],
    chat: [] as EmailRequest[],
    repeats: 0,
    plan: [] as EmailAnswer[],
    failRate: 0,
    random: Math.random,
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };

  const deliver = (request: EmailRequest): string => {
    const key = String(request.headers["idempotency-key"] ?? "");
    const known = key ? sentByKey.get(key) : undefined;
    if (known) {
      state.repeats++;
      return known;
    }
    const id = `email-${state.inbox.length + 1}`;
    state.inbox.push(request);
    if (key) sentByKey.set(key, id);
    return id;
  };

  const randomAnswer = (): EmailAnswer => {
    if (state.random() >= state.failRate) return { kind: "send" };
    // Half the failures happen after the email went out, as when only the answer is lost.
    return state.random() < 0.5 ? { kind: "error", status: 500, body: { name: "internal_server_error", message: "Stand-in failure" } } : { kind: "send-and-fail" };
  };

  const server = createServer(async (incoming, response) => {
    let text = "";
    for await (const chunk of incoming) text += chunk;
    const request: EmailRequest = { path: new URL(incoming.url ?? "/", "http://127.0.0.1").pathname, headers: incoming.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    if (incoming.method === "POST" && request.path === "/chat") {
      state.chat.push(request);
      response.writeHead(200, { "Content-Type": "text/plain" });
      return response.end("ok");
    }
    if (incoming.method !== "POST" || request.path !== "/emails") return send(response, 404, { name: "not_found", message: "Not found" });
    state.requests.push(request);
    const answer = state.plan.shift() ?? randomAnswer();
    if (answer.kind === "error") return send(response, answer.status, { statusCode: answer.status, ...answer.body });
    const id = deliver(request);
    if (answer.kind === "send-and-hang") return undefined;
    if (answer.kind === "send-and-fail") return send(response, 500, { statusCode: 500, name: "internal_server_error", message: "Stand-in failure after sending" });
    return send(response, 200, { id });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    reset: () => {
      state.requests.length = 0;
      state.inbox.length = 0;
      state.chat.length = 0;
      state.plan.length = 0;
      state.failRate = 0;
      state.repeats = 0;
      sentByKey.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging answers keep their sockets open; end them so close() returns.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
