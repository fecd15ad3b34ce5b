import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A small stand-in for a Supabase project's REST endpoint (PostgREST), on 127.0.0.1,
 * answering POST /rest/v1/rpc/submit_contact_message the way the migration's function
 * does: a message is stored once per idempotency key. Each call takes the next planned
 * answer; with none planned, it stores the message and answers 204.
 */
export type PlannedAnswer =
  | { kind: "store" }
  /** Stores the message, then never answers: the server got it, the visitor never hears. */
  | { kind: "store-and-hang" }
  /** Waits for `release()` before storing and answering, to watch the form while it sends. */
  | { kind: "hold" }
  | { kind: "error"; status: number; body: Record<string, unknown> };

/** Answers a "store" call in the stand-in's place, e.g. PostgREST over the real migrations. */
export type PassTo = (body: Record<string, unknown>, headers: IncomingMessage["headers"]) => Promise<{ status: number; body?: unknown }>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface StandInRest {
  url: string;
  requests: RecordedRequest[];
  stored: Map<string, Record<string, unknown>>;
  plan: PlannedAnswer[];
  /** When set, a call with no other answer planned goes to it; reset() unsets it. */
  passTo: PassTo | undefined;
  release: () => void;
  reset: () => void;
  close: () => Promise<void>;
}

export const rpcPath = "/rest/v1/rpc/submit_contact_message";

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += chunk;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { unparsed: text };
  }
}

export async function startRestServer(): Promise<StandInRest> {
  const sockets = new Set<Socket>();
  let releaseHeld: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));

  const state = {
    requests: [] as RecordedRequest[],
    stored: new Map<string, Record<string, unknown>>(),
    plan: [] as PlannedAnswer[],
    passTo: undefined as PassTo | undefined,
  };

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "*",
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const store = (body: Record<string, unknown>) => {
    const key = String(body.idempotency_key);
    if (!state.stored.has(key)) state.stored.set(key, body);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "OPTIONS") return send(response, 204);
    const body = await readJson(request);
    state.requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, body });
    if (request.method !== "POST" || url.pathname !== rpcPath) return send(response, 404, { code: "PGRST202", message: "Could not find the function" });

    const answer = state.plan.shift() ?? { kind: "store" };
    if (answer.kind === "store" && state.passTo) {
      const passed = await state.passTo(body, request.headers);
      if (passed.status < 300) store(body);
      return send(response, passed.status, passed.body);
    }
    if (answer.kind === "error") return send(response, answer.status, { details: null, hint: null, ...answer.body });
    if (answer.kind === "store-and-hang") {
      store(body);
      return undefined;
    }
    if (answer.kind === "hold") await held;
    store(body);
    return send(response, 204);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    release: () => {
      releaseHeld();
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    reset: () => {
      state.requests.length = 0;
      state.stored.clear();
      state.plan.length = 0;
      state.passTo = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld();
        // Hanging answers keep their sockets open; end them so close() returns.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
