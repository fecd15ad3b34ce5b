/**
 * The stand-in media hosts as a real HTTPS server on 127.0.0.1, for browsers that are not
 * driven by Playwright (Lighthouse): Chromium is pointed at it with --host-resolver-rules
 * and accepts its self-signed certificate. Every answered request is recorded.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standInHosts, standInResponse } from "./stand-in.ts";

export interface AnsweredRequest {
  url: string;
  width: number | undefined;
  bytes: number;
  contentType: string;
  /** The Range header asked with, if any: the stand-in answers every request whole. */
  range: string | undefined;
}

export interface StandInMediaServer {
  /** Chromium flags that send the stock hosts here and accept the certificate. */
  chromiumFlags: string[];
  requests: AnsweredRequest[];
  close: () => Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "stand-in-media-"));
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=stand-in-media", "-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")], { stdio: "ignore" });
    return { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startStandInMediaServer(): Promise<StandInMediaServer> {
  const requests: AnsweredRequest[] = [];
  const server = createServer(selfSignedCertificate(), (request, response) => {
    const url = `https://${request.headers.host}${request.url ?? "/"}`;
    standInResponse(url, request.headers.accept ?? "").then(
      (answer) => {
        if (!answer) return void response.writeHead(404).end();
        requests.push({ url, width: answer.width, bytes: answer.body.length, contentType: answer.contentType, range: request.headers.range });
        response.writeHead(answer.status, { "content-type": answer.contentType, "content-length": answer.body.length, "cache-control": "public, max-age=86400", "access-control-allow-origin": "*" }).end(answer.body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const rules = standInHosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ");
  return {
    chromiumFlags: [`--host-resolver-rules=${rules}`, "--ignore-certificate-errors"],
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
