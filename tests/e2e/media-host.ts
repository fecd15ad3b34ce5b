import type { Page } from "@playwright/test";
import { standInHosts, standInResponse } from "../../scripts/media-host/stand-in.ts";

export interface MediaRequest {
  url: string;
  /** The width the URL asked for (an image's w=, a video's file name), if any. */
  width: number | undefined;
  bytes: number;
  kind: "image" | "video";
}

/** Answers the stock hosts from the stand-in and records what the page asked them for. */
export async function standInMediaHosts(page: Page): Promise<MediaRequest[]> {
  const requests: MediaRequest[] = [];
  for (const host of standInHosts) {
    await page.route(`https://${host}/**`, async (route) => {
      const answer = await standInResponse(route.request().url(), route.request().headers()["accept"] ?? "");
      if (!answer) return route.abort();
      requests.push({ url: route.request().url(), width: answer.width, bytes: answer.body.length, kind: answer.contentType.startsWith("video/") ? "video" : "image" });
      await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body, headers: { "access-control-allow-origin": "*", "cache-control": "public, max-age=86400" } });
    });
  }
  return requests;
}
