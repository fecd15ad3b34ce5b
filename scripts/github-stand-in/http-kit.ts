/**
 * What every answer carries, as api.github.com sends it: JSON, an ETag on reads (a matching
 * If-None-Match gets 304 and costs no rate limit), the rate-limit headers, and CORS headers so
 * a page on another origin may call it.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** An answer a route gives: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

/** Thrown by a route to answer with GitHub's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const corsHeaders: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
  "access-control-allow-headers": "Authorization, Accept, Content-Type, If-None-Match, If-Modified-Since, User-Agent, X-GitHub-Api-Version",
  "access-control-expose-headers": "ETag, Link, Location, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Used, X-RateLimit-Resource, X-GitHub-Request-Id",
  "access-control-max-age": "86400",
};

export function etagOf(json: string): string {
  return `"${createHash("sha1").update(json).digest("hex")}"`;
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "Problems parsing JSON");
  }
}

export function writeAnswer(response: ServerResponse, status: number, headers: Record<string, string>, json: string | undefined): void {
  response.writeHead(status, { ...corsHeaders, ...headers, ...(json === undefined ? {} : { "content-type": "application/json; charset=utf-8" }) });
  response.end(json);
}

/** GitHub's error body. */
export function errorBody(message: string): { message: string; documentation_url: string } {
  return { message, documentation_url: "https://docs.github.com/rest" };
}
