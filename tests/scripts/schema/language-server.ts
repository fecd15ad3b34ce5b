/**
 * A minimal Language Server Protocol client for yaml-language-server, the engine behind
 * VS Code's YAML extension, spoken to over stdio. Tests open content files in it and read
 * back the diagnostics and completions an editor would show.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
}

export interface CompletionItem {
  label: string;
  kind?: number;
  documentation?: string | { value: string };
  insertText?: string;
  textEdit?: { newText: string };
}

type Message = { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };

const require = createRequire(import.meta.url);
const serverScript = join(dirname(require.resolve("yaml-language-server/package.json")), "bin", "yaml-language-server");

export class YamlLanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly diagnosticWaiters = new Map<string, (diagnostics: Diagnostic[]) => void>();
  private readonly versions = new Map<string, number>();

  private constructor() {
    this.child = spawn(process.execPath, [serverScript, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
    this.child.stdout.on("data", (chunk: Buffer) => this.receive(chunk));
  }

  /** Starts the server and runs the LSP handshake with validation, hover and completion on, as VS Code sets them. */
  static async start(rootFolder: string): Promise<YamlLanguageServer> {
    const server = new YamlLanguageServer();
    await server.request("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(rootFolder).href,
      capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true, documentationFormat: ["markdown", "plaintext"] } }, publishDiagnostics: {} }, workspace: { configuration: true } },
    });
    server.notify("initialized", {});
    server.notify("workspace/didChangeConfiguration", { settings: { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false } } } });
    return server;
  }

  /** Opens (or replaces) a document at `path` with `text`; resolves with the diagnostics published for it. */
  diagnose(path: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(path).href;
    const received = new Promise<Diagnostic[]>((resolve) => this.diagnosticWaiters.set(uri, resolve));
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    if (version === 1) this.notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version, text } });
    else this.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
    return received;
  }

  /** The completion list at a 0-based line and character of an opened document. */
  async complete(path: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request("textDocument/completion", { textDocument: { uri: pathToFileURL(path).href }, position: { line, character } })) as { items?: CompletionItem[] } | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async stop(): Promise<void> {
    await this.request("shutdown", null).catch(() => undefined);
    this.notify("exit", null);
    this.child.kill();
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    const answered = new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, (message) => (message.error ? reject(new Error(message.error.message)) : resolve(message.result)));
    });
    this.send({ jsonrpc: "2.0", id, method, params });
    return answered;
  }

  private notify(method: string, params: unknown): void {
    this.send({ jsonrpc: "2.0", method, params });
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), "utf8");
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf("\r\n\r\n");
      if (headerEnd === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      const start = headerEnd + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.subarray(start, start + length).toString("utf8")) as Message;
      this.buffer = this.buffer.subarray(start + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method === undefined && message.id !== undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
      return;
    }
    if (message.method === "textDocument/publishDiagnostics") {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnosticWaiters.get(uri)?.(diagnostics);
      this.diagnosticWaiters.delete(uri);
      return;
    }
    // Requests from the server (workspace/configuration, client/registerCapability, …): answer as VS Code would.
    if (message.id !== undefined && message.method !== undefined) {
      const items = (message.params as { items?: unknown[] } | undefined)?.items;
      const result = message.method === "workspace/configuration" ? (items ?? []).map(() => ({ validate: true, hover: true, completion: true })) : null;
      this.send({ jsonrpc: "2.0", id: message.id, result });
    }
  }
}
