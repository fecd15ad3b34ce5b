/**
 * wouter imports the use-sync-external-store shim for React 17. React 19 has
 * the hook built in; pointing the shim here saves the home page half a kilobyte.
 */
export { useSyncExternalStore } from "react";
