/**
 * Media files added in the picker: held in memory (shown from an object URL) and committed
 * with the next save; and those saved since the content was read, which the content's own list
 * does not name yet. Together they make the list of addresses a field may name.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { checkMedium, type PendingMedium } from "../media-upload.ts";
import type { SetStatus } from "../status-line.ts";

/** A file waiting for the next save, with the object URL it is shown from meanwhile. */
export type PendingUpload = PendingMedium & { url: string };

export function usePendingMedia(contentMedia: string[] | undefined, setStatus: SetStatus) {
  const [pendingMedia, setPendingMedia] = useState<PendingUpload[]>([]);
  const [savedMedia, setSavedMedia] = useState<string[]>([]);
  // A save reads the files as they are when it starts, not as they were when it was defined.
  const pendingRef = useRef(pendingMedia);
  useLayoutEffect(() => {
    pendingRef.current = pendingMedia;
  }, [pendingMedia]);
  const mediaList = useMemo(() => [...new Set([...(contentMedia ?? []), ...savedMedia, ...pendingMedia.map((medium) => medium.address)])].sort(), [contentMedia, savedMedia, pendingMedia]);
  const mediaRef = useRef(mediaList);
  useLayoutEffect(() => {
    mediaRef.current = mediaList;
  }, [mediaList]);

  const addMedia = useCallback(
    async (file: File): Promise<string | undefined> => {
      const checked = checkMedium(file, new Set(mediaList));
      if (!checked.ok) {
        setStatus(checked.message);
        return undefined;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      setPendingMedia((list) => [...list, { address: checked.address, path: checked.path, bytes, url: URL.createObjectURL(file) }]);
      setStatus(checked.warning ?? `Added ${checked.address}: it goes into your next save.`);
      return checked.address;
    },
    [mediaList, setStatus],
  );

  /** A save committed `media`: they are the site's files now, no longer waiting. */
  const mediaSaved = useCallback((media: readonly PendingUpload[]) => {
    setSavedMedia((list) => [...list, ...media.map((medium) => medium.address)]);
    setPendingMedia((list) => list.filter((medium) => !media.includes(medium)));
    // Saved files are shown from their address from now on; their copies in memory go.
    for (const medium of media) URL.revokeObjectURL(medium.url);
  }, []);

  return { pendingMedia, pendingRef, mediaList, mediaRef, addMedia, mediaSaved };
}
