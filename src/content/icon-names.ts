/**
 * Icons a content file may name. The list is Node-safe so the validator can
 * check names; scripts/content/icon-drawings.ts maps each name to its drawing
 * (the build sends a page only the shapes it uses), and tsc fails if the two
 * lists drift apart.
 */
export const iconNames = [
  "arrow-right",
  "atom",
  "award",
  "badge-check",
  "building-2",
  "circle-check",
  "cpu",
  "droplets",
  "earth",
  "eye",
  "factory",
  "flask-conical",
  "fuel",
  "gem",
  "globe",
  "graduation-cap",
  "handshake",
  "heart-handshake",
  "landmark",
  "leaf",
  "lightbulb",
  "mail",
  "map-pin",
  "message-circle",
  "microscope",
  "phone",
  "plane",
  "plane-takeoff",
  "recycle",
  "scale",
  "shield-check",
  "sparkles",
  "sprout",
  "target",
  "trending-up",
  "truck",
  "users",
  "wheat",
  "wind",
] as const;

export type IconName = (typeof iconNames)[number];
