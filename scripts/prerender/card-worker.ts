/**
 * The share cards' own thread (card-thread.ts starts it): draws the cards it is handed and
 * posts each PNG back as it is done, then says it has finished.
 */
import { parentPort, workerData } from "node:worker_threads";
import { drawCards, type SiteCard } from "./share-cards.ts";

const { cards } = workerData as { cards: SiteCard[] };
await drawCards(
  cards,
  cards.map((_, position) => position),
  (position, png) => parentPort!.postMessage({ position, png }),
);
parentPort!.postMessage({ done: true });
